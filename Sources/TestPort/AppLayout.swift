import Foundation

/// How an app's Swift files group into modules, and how that was found.
///
/// With a `Package.swift`, its targets' folders (`path:`, or `Sources/<name>` and
/// `Tests/<name>`); if no target can be read from it, each folder of `Sources/` is an app module
/// and each folder of `Tests/` a test module. Without one (an Xcode project's folder), each
/// top-level folder holding Swift files is a module, a test module when its name ends in
/// `Tests`. Dependencies between the app's modules are the manifest's, joined by the modules
/// each one imports; a test module that imports none depends on every app module.
public struct AppLayout: Sendable {
  /// The modules, app modules first, each in folder order.
  public let modules: [SourceModule]
  /// How the modules were found, for the report.
  public let source: String
  /// The language mode the port compiles in.
  public let languageMode: LanguageMode
  /// The Swift file names an Xcode project compiles, if the folder has one that lists them.
  public let xcodeCompiledFiles: Set<String>?
  /// The Xcode project's name, if there is one.
  public let xcodeProject: String?
  /// The packages, beyond TCA and what it brings, whose products the app links.
  public let extraPackages: [ExtraPackage]

  /// Reads the layout of the app at `app`.
  public init(app: String) {
    let manifestPath = app + "/Package.swift"
    let project = XcodeProject.find(in: app)
    xcodeProject = project?.name
    xcodeCompiledFiles = project?.compiledFileNames
    if let text = try? String(contentsOfFile: manifestPath, encoding: .utf8) {
      let manifest = PackageTargets(manifest: text)
      (modules, source) = Self.packageModules(manifest, app: app)
      languageMode = manifest.languageMode
      extraPackages = manifest.packages
    } else {
      modules = Self.folderModules(app: app)
      source = "each top-level folder holding Swift files is a module (no Package.swift)"
      extraPackages = project?.packages ?? []
      languageMode =
        project?.languageMode
        ?? LanguageMode(version: 5, source: "no manifest or project setting (Swift 5 assumed)")
    }
  }

  private static func packageModules(_ manifest: PackageTargets, app: String)
    -> ([SourceModule], String)
  {
    let modules = manifest.targets.compactMap { target -> SourceModule? in
      let folder = target.path ?? "\(target.isTest ? "Tests" : "Sources")/\(target.name)"
      let files = SwiftFiles.under(app + "/" + folder)
      guard !files.isEmpty else { return nil }
      return SourceModule(
        name: target.name, kind: target.isTest ? .test : .app, folder: folder, files: files,
        dependencies: target.dependencies)
    }
    if !modules.isEmpty { return (ordered(modules), "the targets of Package.swift") }
    let fallback =
      subfolderModules(app: app, under: "Sources", kind: .app)
      + subfolderModules(app: app, under: "Tests", kind: .test)
    return (
      ordered(fallback),
      "the folders of Sources/ and Tests/ (no target could be read from Package.swift)"
    )
  }

  private static func subfolderModules(app: String, under parent: String, kind: SourceModule.Kind)
    -> [SourceModule]
  {
    topFolders(of: app + "/" + parent).compactMap { name in
      let files = SwiftFiles.under("\(app)/\(parent)/\(name)")
      guard !files.isEmpty else { return nil }
      return SourceModule(
        name: name, kind: kind, folder: "\(parent)/\(name)", files: files, dependencies: [])
    }
  }

  private static func folderModules(app: String) -> [SourceModule] {
    let modules = topFolders(of: app).compactMap { name -> SourceModule? in
      let files = SwiftFiles.under(app + "/" + name)
      guard !files.isEmpty else { return nil }
      return SourceModule(
        name: name, kind: name.hasSuffix("Tests") ? .test : .app, folder: name, files: files,
        dependencies: [])
    }
    return ordered(modules)
  }

  private static func topFolders(of path: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return entries.sorted().filter { !$0.hasPrefix(".") && SwiftFiles.isFolder(path + "/" + $0) }
  }

  private static func ordered(_ modules: [SourceModule]) -> [SourceModule] {
    modules.filter { $0.kind == .app } + modules.filter { $0.kind == .test }
  }
}
