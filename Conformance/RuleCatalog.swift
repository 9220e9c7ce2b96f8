import Foundation

/// The rules conformance cases cite, read from the catalog file `Catalog/conformance-rules.md`.
///
/// ```swift
/// let catalog = try RuleCatalog.bundled()
/// print(catalog.rule("CANCEL-03")?.text ?? "unknown rule")
/// ```
public struct RuleCatalog: Sendable, Equatable {
  /// Every rule, in catalog order.
  public let rules: [ConformanceRule]

  /// Why a catalog cannot be read.
  public struct ParseError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, and on which line.
    public let description: String
  }

  /// The rule with `id`, if the catalog has one.
  public func rule(_ id: String) -> ConformanceRule? {
    rules.first { $0.id == id }
  }

  /// The IDs of every rule, in catalog order.
  public var ids: [String] {
    rules.map(\.id)
  }

  /// The catalog shipped with this module.
  public static func bundled() throws -> RuleCatalog {
    guard let url = Bundle.module.url(forResource: "conformance-rules", withExtension: "md") else {
      throw ParseError(description: "the bundled catalog conformance-rules.md is missing")
    }
    return try parse(markdown: String(contentsOf: url, encoding: .utf8))
  }

  /// Reads the rule tables of a catalog in markdown: `## Section` headings (ending in
  /// `[pending: reason]` for sections no case covers yet) and `| ID | rule | pinned by |` rows.
  public static func parse(markdown: String) throws -> RuleCatalog {
    var rules: [ConformanceRule] = []
    var section = (title: "", pending: String?.none)
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("## ") {
        section = sectionHeading(line.dropFirst(3))
      } else if let row = try ruleRow(line, lineNumber: index + 1) {
        guard !rules.contains(where: { $0.id == row.id }) else {
          throw ParseError(description: "line \(index + 1): rule \(row.id) appears twice")
        }
        rules.append(
          ConformanceRule(
            id: row.id, text: row.text, pinnedBy: row.pinnedBy, section: section.title,
            pending: section.pending
          ))
      }
    }
    guard !rules.isEmpty else { throw ParseError(description: "the catalog has no rule rows") }
    return RuleCatalog(rules: rules)
  }

  private static func sectionHeading(_ heading: Substring) -> (title: String, pending: String?) {
    guard heading.hasSuffix("]"), let open = heading.range(of: " [pending: ", options: .backwards)
    else {
      return (String(heading), nil)
    }
    return (String(heading[..<open.lowerBound]), String(heading[open.upperBound...].dropLast()))
  }

  /// A `| ID | text | pinned by |` row, or `nil` for lines that are not rule rows.
  private static func ruleRow(
    _ line: Substring, lineNumber: Int
  ) throws -> (id: String, text: String, pinnedBy: String)? {
    guard line.hasPrefix("| "), let first = line.dropFirst(2).split(separator: " ").first,
      first.wholeMatch(of: /[A-Z]+-[0-9]{2}/) != nil
    else { return nil }
    let cells = line.dropFirst(2).dropLast(line.hasSuffix(" |") ? 2 : 0).components(
      separatedBy: " | ")
    guard cells.count == 3 else {
      throw ParseError(
        description:
          "line \(lineNumber): rule \(first) has \(cells.count) cells, not 3 (ID, rule, pinned by)")
    }
    return (cells[0], cells[1], cells[2])
  }
}
