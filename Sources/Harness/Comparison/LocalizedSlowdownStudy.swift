import Foundation

/// Whether the gate catches a small slowdown put in one place of the runtime: per site, what
/// was injected, where it landed, and which points the gate flagged.
public struct LocalizedSlowdownStudy: Codable, Sendable {
  /// One site's injection and what the gate made of it.
  public struct Row: Codable, Sendable {
    /// The site as the slowdown build names it (`COMPOSABLE_RUNTIME_SLOWDOWN_SITE`).
    public var site: String
    /// What was injected there, for a reader: "+1% in the stack reducer".
    public var injection: String
    /// The units of extra work, or the extra allocations per effect.
    public var units: Int
    /// The point the injection was sized against: the one it adds most to, relatively.
    public var aimedAt: String
    /// How much the injection added there, as a fraction of the metric it is gated on.
    public var injected: Double
    /// Every point the gate flagged, with its change and threshold.
    public var flagged: [String]
    /// Whether the gate flagged the aimed-at point.
    public var caught: Bool
  }

  public var rows: [Row]
  /// When the study ran, ISO 8601.
  public var date: String
  public var machine: MachineDescription

  public init(rows: [Row], date: String, machine: MachineDescription) {
    self.rows = rows
    self.date = date
    self.machine = machine
  }

  /// The lines around the study's part of `Reports/sensitivity.md`.
  public static let beginMarker = "<!-- bench sensitivity --localized: begin -->"
  public static let endMarker = "<!-- bench sensitivity --localized: end -->"

  /// `existing` (the current `Reports/sensitivity.md`) with its localized part replaced by this
  /// study, or this study appended to its hand-measured part when it has none yet.
  public func splice(into existing: String?) -> String {
    let block = Self.beginMarker + "\n" + markdown() + Self.endMarker + "\n"
    guard let existing else { return SensitivityStudy.handMeasuredMarker + "\n\n" + block }
    if let begin = existing.range(of: Self.beginMarker),
      let end = existing.range(of: Self.endMarker), begin.upperBound <= end.lowerBound
    {
      return existing.replacingCharacters(
        in: begin.lowerBound..<end.upperBound, with: block.dropLast())
    }
    let marked =
      existing.contains(SensitivityStudy.handMeasuredMarker)
      ? existing : existing + "\n" + SensitivityStudy.handMeasuredMarker + "\n"
    return marked + "\n" + block
  }

  /// The study as markdown: a table with a row per site.
  public func markdown() -> String {
    var lines = [
      "## Localized slowdowns", "",
      "Measured on \(machine.cpuModel), \(machine.cores) cores, \(machine.swiftVersion), \(date), with "
        + "`bench sensitivity --localized` on a build compiled with `-DCOMPOSABLE_RUNTIME_SLOWDOWN`. Each "
        + "row puts extra work at one site only, sized from a probe so that it adds the stated fraction "
        + "at the point it adds most to (the aimed-at point), and compares the slowed counts with the same "
        + "build's unslowed counts under the calibrated thresholds, as `bench check` does.", "",
      "| injected | aimed at | units | there | flagged points (change > threshold) | caught |",
      "|---|---|---:|---:|---|---|",
    ]
    lines += rows.map { row in
      let flagged = row.flagged.isEmpty ? "none" : row.flagged.joined(separator: "; ")
      return
        "| \(row.injection) | \(row.aimedAt) | \(row.units) | \(String(format: "%+.2f%%", row.injected * 100)) | "
        + "\(flagged) | \(row.caught ? "yes" : "**no**") |"
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
