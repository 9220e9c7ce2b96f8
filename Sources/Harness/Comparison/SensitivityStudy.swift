import Foundation

/// How small a slowdown of the runtime the gates catch, and how often they raise false alarms:
/// the instruction gate and `ab` run against builds that do a known amount of extra work.
public struct SensitivityStudy: Codable, Sendable {
  /// One point at one injected slowdown (or none, for the A/A rows).
  public struct Row: Codable, Sendable {
    /// `Subject.Operation/scenario`.
    public var identifier: String
    /// The point's sizes.
    public var sizes: Sizes
    /// The slowdown aimed at, as a fraction of the point's instructions; `nil` for A/A.
    public var level: Double?
    /// The extra work per reducer run, in slowdown units.
    public var units: Int
    /// The extra instructions per operation actually measured, as a fraction.
    public var injected: Double?
    /// Instruction comparisons that flagged the point (a detection, or a false alarm for A/A).
    public var instructionFlags: Int
    /// Instruction comparisons made.
    public var instructionTrials: Int
    /// `ab` comparisons that flagged the point.
    public var abFlags: Int
    /// `ab` comparisons made.
    public var abTrials: Int
  }

  /// Every point at every level.
  public var rows: [Row]
  /// Launches per side of each `ab` comparison.
  public var launches: Int
  /// When the study ended, ISO 8601.
  public var date: String
  /// Where it ran.
  public var machine: MachineDescription

  /// A study of `rows`.
  public init(rows: [Row], launches: Int, date: String, machine: MachineDescription) {
    self.rows = rows
    self.launches = launches
    self.date = date
    self.machine = machine
  }

  /// The line after which `Reports/sensitivity.md` holds measurements made by hand, which a
  /// new study keeps.
  public static let handMeasuredMarker =
    "<!-- Measured by hand below; `bench sensitivity` rewrites the table above and keeps this part. -->"

  /// This study's markdown followed by the hand-measured part of `existing` (the file it
  /// replaces), if that has one.
  public func markdown(keepingHandMeasuredFrom existing: String?) -> String {
    guard let existing, let marker = existing.range(of: Self.handMeasuredMarker) else {
      return markdown()
    }
    return markdown() + "\n" + existing[marker.lowerBound...]
  }

  /// The study as markdown: one table, a row per point and level.
  public func markdown() -> String {
    var lines = [
      "# Sensitivity of the gates", "",
      "Measured on \(machine.cpuModel), \(machine.cores) cores, \(machine.swiftVersion), \(date). A build "
        + "compiled with `-DCOMPOSABLE_RUNTIME_SLOWDOWN` does extra arithmetic in every reducer run; the "
        + "amount is set per workload, from a probe of what one unit costs, so that it adds about the "
        + "aimed-at fraction of the instructions of the point that needs most (more at the others: a "
        + "workload's points share one setting). *Instructions* compares callgrind counts against the calibrated threshold; "
        + "*ab* launches the same binary without and with the extra work alternately, \(launches) "
        + "launches per side. A/A rows inject nothing: any flag there is a false alarm.", "",
      "| workload | sizes | aimed at | units | injected (instructions) | instructions flagged | ab flagged |",
      "|---|---|---:|---:|---:|---:|---:|",
    ]
    lines += rows.map { row in
      let level = row.level.map { String(format: "%.0f%%", $0 * 100) } ?? "A/A"
      let injected = row.injected.map { String(format: "%+.2f%%", $0 * 100) } ?? "-"
      return "| \(row.identifier) | \(row.sizes) | \(level) | \(row.units) | \(injected) | "
        + "\(row.instructionFlags)/\(row.instructionTrials) | \(row.abFlags)/\(row.abTrials) |"
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
