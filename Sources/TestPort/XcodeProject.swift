import Foundation

/// What a port reads from an Xcode project beside the app's folders (`project.pbxproj`, a
/// property list, not code): the Swift files its targets compile, its `SWIFT_VERSION`, and the
/// packages it links.
struct XcodeProject {
  /// The project's folder name, `CaseStudies.xcodeproj`.
  let name: String
  /// The file names the Sources build phases list (`Foo.swift`); nil when the project does not
  /// list its files (folders synchronized by Xcode 16), so that nothing is judged by it.
  let compiledFileNames: Set<String>?
  /// Each `SWIFT_VERSION` the build settings give, as its major version.
  let swiftVersions: Set<Int>
  /// The remote packages its targets link, beyond TCA and `FreeProducts`.
  let packages: [ExtraPackage]

  /// The first `.xcodeproj` at the top of `app`, or nil.
  static func find(in app: String) -> XcodeProject? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: app)) ?? []
    guard let name = entries.sorted().first(where: { $0.hasSuffix(".xcodeproj") }),
      let text = try? String(contentsOfFile: "\(app)/\(name)/project.pbxproj", encoding: .utf8)
    else { return nil }
    return XcodeProject(name: name, projectText: text)
  }

  init(name: String, projectText text: String) {
    self.name = name
    let names = Self.compiledNames(in: text)
    let synchronized = text.contains("PBXFileSystemSynchronizedRootGroup")
    compiledFileNames = names.isEmpty || synchronized ? nil : names
    swiftVersions = Self.swiftVersions(in: text)
    packages = XcodePackageReferences.packages(in: text).filter { !$0.isProvided }
  }

  /// `/* Foo.swift in Sources */`: how Xcode annotates a Sources build phase's file.
  private static func compiledNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    for line in text.split(separator: "\n") {
      guard let end = line.range(of: ".swift in Sources */") else { continue }
      guard let start = line[..<end.lowerBound].range(of: "/* ", options: .backwards) else {
        continue
      }
      names.insert(String(line[start.upperBound..<end.lowerBound]) + ".swift")
    }
    return names
  }

  private static func swiftVersions(in text: String) -> Set<Int> {
    var versions: Set<Int> = []
    for line in text.split(separator: "\n") {
      let setting = line.trimmingCharacters(in: .whitespaces)
      guard setting.hasPrefix("SWIFT_VERSION = ") else { continue }
      let value = setting.dropFirst("SWIFT_VERSION = ".count).prefix { $0.isNumber }
      if let major = Int(value) { versions.insert(major) }
    }
    return versions
  }

  /// The language mode the project's settings give: 5 if any target says 5, else 6 if one
  /// says 6, else nil.
  var languageMode: LanguageMode? {
    guard let version = swiftVersions.contains(5) ? 5 : swiftVersions.max() else { return nil }
    return LanguageMode(version: min(version, 6), source: "SWIFT_VERSION in \(name)")
  }
}
