import Foundation
import SwiftParser
import SwiftSyntax

/// The public declarations of one or more source directories, as compiled for a platform.
public struct ModuleSurface: Sendable {
  /// Every public declaration, in file order.
  public let declarations: [APIDeclaration]
  /// The modules the sources re-export (`@_exported import`), as compiled for Linux, sorted.
  public let reexportedModules: [String]

  /// Reads every `.swift` file under `directories` (documentation catalogs left out), as
  /// compiled for Linux, marking what exists only on iOS or macOS.
  public init(directories: [String]) throws {
    let files = try directories.flatMap { directory in
      try Self.swiftFiles(in: directory).map { (directory, $0) }
    }
    let sources = try files.map { directory, path in
      let text = try String(contentsOfFile: path, encoding: .utf8)
      return (String(path.dropFirst(directory.count + 1)), Parser.parse(source: text))
    }
    self.init(sources: sources)
  }

  /// The surface of parsed files, each named by its path.
  public init(sources: [(name: String, syntax: SourceFileSyntax)]) {
    var generics: [String: [String]] = [:]
    for source in sources { TypeGenericsScan.scan(source.syntax, into: &generics) }
    reexportedModules = Array(Set(sources.flatMap { ReexportScan.modules(in: $0.syntax) })).sorted()
    declarations = sources.flatMap { source in
      var collector = DeclarationCollector(
        platform: .linux, applePlatforms: [.iOS, .macOS], typeGenerics: generics, file: source.name)
      collector.collect(source.syntax)
      return collector.declarations
    }
  }

  /// The `.swift` files under `directory`, sorted, outside `.docc` catalogs.
  static func swiftFiles(in directory: String) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory])
    }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".docc") { enumerator.skipDescendants() }
      if path.hasSuffix(".swift") { files.append(directory + "/" + path) }
    }
    return files.sorted()
  }
}

/// Collects each type's generic parameter names before declarations are read, since an
/// extension's members are renamed by the extended type's parameters.
enum TypeGenericsScan {
  static func scan(_ source: SourceFileSyntax, into table: inout [String: [String]]) {
    for item in source.statements {
      if let decl = item.item.as(DeclSyntax.self) { scan(decl, context: "", into: &table) }
    }
  }

  private static func scan(
    _ decl: DeclSyntax, context: String, into table: inout [String: [String]]
  ) {
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      for clause in ifConfig.clauses {
        if case .decls(let members) = clause.elements {
          for member in members { scan(member.decl, context: context, into: &table) }
        } else if case .statements(let items) = clause.elements {
          for item in items {
            if let inner = item.item.as(DeclSyntax.self) {
              scan(inner, context: context, into: &table)
            }
          }
        }
      }
      return
    }
    guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
    var name = context
    if let named = decl.asProtocol(NamedDeclSyntax.self) {
      name = context.isEmpty ? named.name.text : "\(context).\(named.name.text)"
      let generics = DeclGroup.genericNames(decl)
      if !generics.isEmpty, table[name] == nil { table[name] = generics }
    } else if let ext = decl.as(ExtensionDeclSyntax.self) {
      name = DeclarationCollector.baseName(of: ext.extendedType)
    }
    for member in group.memberBlock.members { scan(member.decl, context: name, into: &table) }
  }
}

/// The `@_exported import`s of a file that Linux compiles.
enum ReexportScan {
  static func modules(in source: SourceFileSyntax) -> [String] {
    source.statements.flatMap { item -> [String] in
      if let ifConfig = item.item.as(IfConfigDeclSyntax.self) { return modules(in: ifConfig) }
      return module(of: item.item.as(ImportDeclSyntax.self)).map { [$0] } ?? []
    }
  }

  private static func modules(in ifConfig: IfConfigDeclSyntax) -> [String] {
    guard
      let active = ifConfig.clauses.first(where: {
        $0.condition.map(BuildPlatform.linux.holds) ?? true
      }),
      case .statements(let items) = active.elements
    else { return [] }
    return items.compactMap { module(of: $0.item.as(ImportDeclSyntax.self)) }
  }

  private static func module(of decl: ImportDeclSyntax?) -> String? {
    guard let decl,
      decl.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
      })
    else { return nil }
    return decl.path.map(\.name.text).joined(separator: ".")
  }
}
