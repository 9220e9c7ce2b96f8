import Foundation

/// Each public declaration of a reference runtime (TCA) set against a runtime's surface.
public struct APIParity: Sendable {
  /// Where a reference declaration stands in the compared runtime.
  public enum Status: String, Sendable, CaseIterable, Codable {
    /// The same name, kind and signature.
    case present
    /// The same name and kind (and required labels), another signature.
    case differentSignature = "different signature"
    /// No declaration of that name and kind.
    case missing
    /// The declaration does not exist in the reference's Linux build.
    case appleOnly = "Apple-only"
  }

  /// One reference declaration and what the compared runtime has for it.
  public struct Row: Sendable {
    /// The reference's declaration.
    public let reference: APIDeclaration
    /// Its status.
    public let status: Status
    /// The compared runtime's signatures under the same key.
    public let ours: [String]
    /// Why a gap is left open, from the explanations file, or nil.
    public let explanation: String?

    /// A gap (missing or different) that no explanation covers.
    public var isUnexplainedGap: Bool {
      explanation == nil && (status == .missing || status == .differentSignature)
    }
  }

  /// One row per distinct reference declaration, in the reference's order.
  public let rows: [Row]

  /// Compares `reference` against `ours`; `explanations` maps a key (`function Store.send(_:)`),
  /// a key prefix ending in `*`, or a name of any kind (`* Store.publisher`, `* ViewStore*`) to
  /// the reason a gap stays open.
  public init(reference: [APIDeclaration], ours: [APIDeclaration], explanations: [String: String]) {
    let oursByKey = Dictionary(grouping: ours, by: \.key)
    var seen = Set<String>()
    rows = reference.compactMap { declaration -> Row? in
      guard seen.insert(declaration.key + "\u{0}" + declaration.signature).inserted else {
        return nil
      }
      let candidates = (oursByKey[declaration.key] ?? []).map(\.signature)
      return Self.row(for: declaration, candidates: candidates, explanations: explanations)
    }
  }

  private static func row(
    for reference: APIDeclaration, candidates: [String], explanations: [String: String]
  ) -> Row {
    var declaration = reference
    let explanation = explanation(for: declaration, in: explanations)
    if let explanation, explanation.hasPrefix(appleOnlyMark) {
      declaration.appleOnlyReason =
        declaration.appleOnlyReason ?? String(explanation.dropFirst(appleOnlyMark.count))
    }
    return Row(
      reference: declaration, status: status(of: declaration, candidates: candidates),
      ours: Array(Set(candidates)).sorted(), explanation: explanation)
  }

  /// An explanation that starts with this says TCA's Linux build leaves the declaration out
  /// although no `#if` and no Apple type in its signature show it (the recipe guards it).
  public static let appleOnlyMark = "Apple-only: "

  private static func status(of declaration: APIDeclaration, candidates: [String]) -> Status {
    if declaration.appleOnlyReason != nil { return .appleOnly }
    if candidates.contains(declaration.signature) { return .present }
    return candidates.isEmpty ? .missing : .differentSignature
  }

  /// The explanation for `declaration`: the entry for its key, else the longest prefix entry
  /// (`kind Name*`) that matches the key, or a `* Name` entry (any kind) that matches its name.
  private static func explanation(
    for declaration: APIDeclaration, in explanations: [String: String]
  ) -> String? {
    if let exact = explanations[declaration.key] { return exact }
    let matches = explanations.filter { entry in
      let anyKind = entry.key.hasPrefix("* ")
      let pattern = anyKind ? entry.key.dropFirst(2) : Substring(entry.key)
      let subject = anyKind ? declaration.qualifiedName : declaration.key
      return pattern.hasSuffix("*") ? subject.hasPrefix(pattern.dropLast()) : subject == pattern
    }
    return matches.max { $0.key.count < $1.key.count }?.value
  }

  /// How many rows have each status.
  public func count(_ status: Status) -> Int {
    rows.count { $0.status == status }
  }

  /// Gaps no explanation covers.
  public var unexplainedGaps: [Row] {
    rows.filter(\.isUnexplainedGap)
  }

  /// Reads an explanations file: one `key<TAB>reason` a line; `#` starts a comment line.
  public static func explanations(fromFile text: String) throws(ExplanationError) -> [String:
    String]
  {
    var table: [String: String] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2, !fields[1].trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ExplanationError(line: index + 1)
      }
      table[String(fields[0])] = String(fields[1])
    }
    return table
  }

  /// A line of an explanations file that is not `key<TAB>reason`.
  public struct ExplanationError: Error, Sendable {
    /// Its line number, from 1.
    public let line: Int
  }
}
