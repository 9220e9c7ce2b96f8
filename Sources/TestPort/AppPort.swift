import Foundation
import SwiftSyntax

/// A TCA app's Swift files made into a Linux test package: what became of every file, and the
/// modules that remain. Nothing is written here (see `PortOutput`).
public struct AppPort: Sendable {
  /// How the app's files group into modules.
  public let layout: AppLayout
  /// Every Swift file of the app, module by module.
  public let files: [PortedFile]
  /// The modules with at least one file written, app modules first.
  public let modules: [PortedModule]
  /// The stand-ins given.
  public let standIns: [StandIn]

  /// Ports the app at `app`, with `standIns` copied into its modules.
  public init(app: String, standIns: [StandIn] = []) throws(PortRefusal) {
    guard SwiftFiles.isFolder(app) else { throw PortRefusal("\(app) is not a folder") }
    layout = AppLayout(app: app)
    guard !layout.modules.isEmpty else { throw PortRefusal("\(app) holds no Swift files") }
    try Self.checkStandIns(standIns, layout: layout)
    self.standIns = standIns
    var ports = try Self.read(layout, app: app)
    let appTypes = Self.appTypes(ports, standIns: standIns)
    Self.prune(&ports, appTypes: appTypes)
    let dependencies = Self.dependencies(layout.modules, ports: ports)
    var reasons = Self.uncompiled(ports, layout: layout)
    reasons = LostDeclarations(files: ports, dependencies: Self.closure(dependencies))
      .reasons(initial: reasons)
    let unported = Self.unportedModules(layout.modules, ports, reasons)
    files = ports.enumerated().map {
      $1.ported(extraReasons: reasons[$0] ?? [], unportedModules: unported)
    }
    modules = Self.portedModules(layout.modules, files, dependencies, standIns)
  }

  private static func checkStandIns(_ standIns: [StandIn], layout: AppLayout) throws(PortRefusal) {
    let appModules = Set(layout.modules.filter { $0.kind == .app }.map(\.name))
    for standIn in standIns {
      if let module = standIn.module, !appModules.contains(module) {
        throw PortRefusal(
          "stand-in \(standIn.fileName) names module \(module), which is not one of the app's"
            + " (\(appModules.sorted().joined(separator: ", ")))")
      }
    }
  }

  private static func read(_ layout: AppLayout, app: String) throws(PortRefusal)
    -> [SourceFilePort]
  {
    var ports: [SourceFilePort] = []
    for module in layout.modules {
      for path in module.files {
        let full = "\(app)/\(module.folder)/\(path)"
        guard let text = try? String(contentsOfFile: full, encoding: .utf8) else {
          throw PortRefusal("cannot read \(full) as UTF-8")
        }
        ports.append(
          SourceFilePort(module: module.name, path: path, isTest: module.kind == .test, text: text))
      }
    }
    return ports
  }

  /// The top-level types the app's files and the stand-ins declare: not Apple's, whatever
  /// their name.
  private static func appTypes(_ ports: [SourceFilePort], standIns: [StandIn]) -> Set<String> {
    var names = Set(standIns.flatMap(\.declaredTypes))
    for port in ports {
      let pruner = DeclarationPruner(
        rules: DeclarationRules(appTypes: [], removedTypes: []),
        converter: SourceLocationConverter(fileName: port.path, tree: port.syntax))
      _ = pruner.rewrite(port.syntax)
      names.formUnion(pruner.findings.declaredTypes)
      names.formUnion(pruner.findings.removedTypes)
    }
    return names.subtracting(AppleOnlyTypes.viewProtocols)
  }

  /// Prunes each module's files until the types it removed stop growing: an extension of a
  /// view in another file goes with the view.
  private static func prune(_ ports: inout [SourceFilePort], appTypes: Set<String>) {
    for module in Set(ports.map(\.module)) {
      var removed: Set<String> = []
      var previous: Set<String>?
      while previous != removed {
        previous = removed
        let rules = DeclarationRules(appTypes: appTypes, removedTypes: removed)
        for index in ports.indices where ports[index].module == module {
          ports[index].prune(rules)
          removed.formUnion(ports[index].findings.removedTypes)
        }
      }
    }
  }

  /// Each module's app-module dependencies: the manifest's, and the app modules its files
  /// import; a test module with neither depends on every app module.
  private static func dependencies(_ modules: [SourceModule], ports: [SourceFilePort])
    -> [String: [String]]
  {
    let appModules = modules.filter { $0.kind == .app }.map(\.name)
    var table: [String: [String]] = [:]
    for module in modules {
      let imported = Set(ports.filter { $0.module == module.name }.flatMap(\.findings.imports))
      var names = module.dependencies.filter(appModules.contains)
      names += appModules.filter { imported.contains($0) && !names.contains($0) }
      names.removeAll { $0 == module.name }
      if names.isEmpty, module.kind == .test { names = appModules }
      table[module.name] = names
    }
    return table
  }

  /// Each module's dependencies, followed transitively.
  private static func closure(_ dependencies: [String: [String]]) -> [String: Set<String>] {
    dependencies.mapValues { direct in
      var reached = Set<String>()
      var pending = direct
      while let next = pending.popLast() {
        if reached.insert(next).inserted { pending += dependencies[next] ?? [] }
      }
      return reached
    }
  }

  /// Files an Xcode project beside the modules lists in no Sources build phase.
  private static func uncompiled(_ ports: [SourceFilePort], layout: AppLayout)
    -> [Int: [LeaveOutReason]]
  {
    guard let compiled = layout.xcodeCompiledFiles, let project = layout.xcodeProject else {
      return [:]
    }
    var reasons: [Int: [LeaveOutReason]] = [:]
    for (index, port) in ports.enumerated() {
      let name = (port.path as NSString).lastPathComponent
      guard !compiled.contains(name) else { continue }
      reasons[index] = [
        LeaveOutReason(reason: "no target of \(project) compiles it", line: nil)
      ]
    }
    return reasons
  }

  /// The modules none of whose files will be written: an import of one is dropped.
  private static func unportedModules(
    _ modules: [SourceModule], _ ports: [SourceFilePort], _ reasons: [Int: [LeaveOutReason]]
  ) -> Set<String> {
    let written = ports.enumerated().filter { index, port in
      (reasons[index] ?? []).isEmpty && port.findings.leaveOutReasons.isEmpty
        && port.findings.hasDeclarations
    }
    return Set(modules.map(\.name)).subtracting(written.map(\.element.module))
  }

  private static func portedModules(
    _ modules: [SourceModule], _ files: [PortedFile], _ dependencies: [String: [String]],
    _ standIns: [StandIn]
  ) -> [PortedModule] {
    let written = Set(files.filter { $0.text != nil }.map(\.module))
    return modules.filter { written.contains($0.name) }.map { module in
      let copied = standIns.filter {
        module.kind == .app && ($0.module ?? module.name) == module.name
      }
      return PortedModule(
        name: module.name, kind: module.kind,
        folder: "\(module.kind == .app ? "Sources" : "Tests")/\(module.name)",
        dependencies: (dependencies[module.name] ?? []).filter(written.contains),
        standIns: copied.map(\.fileName))
    }
  }
}
