import Foundation

/// The remote packages an Xcode project links and the products it takes from each, read from
/// `project.pbxproj`'s `XCRemoteSwiftPackageReference` and `XCSwiftPackageProductDependency`
/// objects (one `key = value;` a line, as Xcode writes them).
enum XcodePackageReferences {
  /// The packages `projectText` references, with their products, in the order declared.
  static func packages(in projectText: String) -> [ExtraPackage] {
    let objects = self.objects(in: projectText)
    return objects.filter { $0.fields["isa"] == "XCRemoteSwiftPackageReference" }.compactMap {
      reference in
      guard let url = reference.fields["repositoryURL"] else { return nil }
      let products = objects.filter {
        $0.fields["isa"] == "XCSwiftPackageProductDependency"
          && $0.fields["package"] == reference.id
      }.compactMap { $0.fields["productName"] }
      return ExtraPackage(url: url, requirement: requirement(reference.fields), products: products)
    }
  }

  /// An object of the project: its identifier and its one-line fields, unquoted.
  private struct Object {
    let id: String
    var fields: [String: String] = [:]
  }

  private static func objects(in text: String) -> [Object] {
    var objects: [Object] = []
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      // An object opens with its 24-digit identifier; a nested `requirement = {` does not.
      if line.hasSuffix("= {"), let id = line.split(separator: " ").first, isIdentifier(id) {
        objects.append(Object(id: String(id)))
      } else if let field = field(line), !objects.isEmpty {
        objects[objects.count - 1].fields[field.key] =
          objects.last?.fields[field.key] ?? field.value
      }
    }
    return objects
  }

  private static func isIdentifier(_ word: Substring) -> Bool {
    word.count == 24 && word.allSatisfy(\.isHexDigit)
  }

  /// `key = value;`, the value's quotes and trailing `/* comment */` removed.
  private static func field(_ line: String) -> (key: String, value: String)? {
    let parts = line.split(separator: "=", maxSplits: 1)
    guard parts.count == 2, line.hasSuffix(";") else { return nil }
    var value = parts[1].dropLast().trimmingCharacters(in: .whitespaces)
    if let comment = value.range(of: " /*") { value = String(value[..<comment.lowerBound]) }
    value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    return (parts[0].trimmingCharacters(in: .whitespaces), value)
  }

  /// Xcode's requirement as SwiftPM's arguments: a major-version range is `from:`.
  private static func requirement(_ fields: [String: String]) -> String {
    if let version = fields["version"] { return "exact: \"\(version)\"" }
    if let branch = fields["branch"] { return "branch: \"\(branch)\"" }
    if let revision = fields["revision"] { return "revision: \"\(revision)\"" }
    if fields["kind"] == "upToNextMinorVersion", let minimum = fields["minimumVersion"] {
      return ".upToNextMinor(from: \"\(minimum)\")"
    }
    return "from: \"\(fields["minimumVersion"] ?? "0.0.0")\""
  }
}
