import Foundation
import SwiftParser
import SwiftSyntax

/// A team's own Swift file declaring what Linux lacks (`enum EditMode { … }`), copied into the
/// port unchanged: into the module its first line names (`// port-tests: module Todos`), or
/// into every app module.
public struct StandIn: Sendable, Equatable {
  /// The file's name.
  public let fileName: String
  /// Its text.
  public let text: String
  /// The module its first line names, or nil for every app module.
  public let module: String?
  /// The top-level types it declares, which the port then treats as the app's own.
  public let declaredTypes: [String]

  /// The first-line comment that names a stand-in's module.
  public static let modulePrefix = "// port-tests: module "

  /// A stand-in read from `text`, named `fileName`.
  public init(fileName: String, text: String) {
    self.fileName = fileName
    self.text = text
    let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    module =
      firstLine.hasPrefix(Self.modulePrefix)
      ? firstLine.dropFirst(Self.modulePrefix.count).trimmingCharacters(in: .whitespaces) : nil
    declaredTypes = Parser.parse(source: text).statements.compactMap { item in
      guard let decl = item.item.as(DeclSyntax.self), LexicalScope.declaresType(decl) else {
        return nil
      }
      return decl.asProtocol(NamedDeclSyntax.self)?.name.text
    }
  }

  /// The stand-ins in `folder`: its `.swift` files, sorted by name.
  public static func read(folder: String) throws -> [StandIn] {
    try SwiftFiles.under(folder).map { path in
      StandIn(
        fileName: (path as NSString).lastPathComponent,
        text: try String(contentsOfFile: folder + "/" + path, encoding: .utf8))
    }
  }
}
