import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read loosely with swift-syntax: every
/// `.target(…)`, `.executableTarget(…)` and `.testTarget(…)` call whose `name:` is a string
/// literal, with its `path:` and the targets its `dependencies:` name by literal. A manifest
/// that computes its targets yields none, and the caller falls back to folders.
struct PackageTargets {
  /// One target as the manifest spells it.
  struct Target: Equatable {
    let name: String
    let isTest: Bool
    let path: String?
    let dependencies: [String]
  }

  /// The targets, in manifest order.
  let targets: [Target]
  /// The Swift language mode the package compiles in (5 or 6), with where that came from.
  let languageMode: LanguageMode
  /// The remote packages the targets take products from, beyond TCA and `FreeProducts`.
  let packages: [ExtraPackage]

  /// Reads the manifest `text`.
  init(manifest text: String) {
    let source = Parser.parse(source: text)
    let calls = Calls(viewMode: .sourceAccurate)
    calls.walk(source)
    targets = calls.found
    packages = calls.packages.map { package in
      let draft = ExtraPackage(url: package.url, requirement: package.requirement, products: [])
      let products = calls.products.filter {
        $0.package.lowercased() == draft.identity.lowercased()
      }
      return ExtraPackage(
        url: package.url, requirement: package.requirement,
        products: Array(Set(products.map(\.name))).sorted())
    }.filter { !$0.isProvided && !$0.products.isEmpty }
    languageMode = Self.languageMode(listed: calls.languageModes, text: text)
  }

  static func target(_ call: FunctionCallExprSyntax) -> Target? {
    guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      ["target", "executableTarget", "testTarget"].contains(kind),
      let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression.stringValue
    else { return nil }
    let path = call.arguments.first { $0.label?.text == "path" }?.expression.stringValue
    let dependencies = call.arguments.first { $0.label?.text == "dependencies" }?.expression
    return Target(
      name: name, isTest: kind == "testTarget", path: path,
      dependencies: dependencies.map(targetNames) ?? [])
  }

  /// `"Name"`, `.target(name: "Name")` and `.byName(name: "Name")`; products are not targets.
  private static func targetNames(in expression: ExprSyntax) -> [String] {
    guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { element in
      if let literal = element.expression.stringValue { return literal }
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        ["target", "byName"].contains(kind)
      else { return nil }
      return call.arguments.first { $0.label?.text == "name" }?.expression.stringValue
    }
  }

  private static func languageMode(listed: [String], text: String) -> LanguageMode {
    if let highest = listed.compactMap({ Int($0.dropFirst()) }).max() {
      return LanguageMode(version: highest, source: "the manifest's swiftLanguageModes")
    }
    let firstLine = text.split(separator: "\n", maxSplits: 1).first ?? ""
    let version = firstLine.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
    let major = version.flatMap { Int($0.prefix { $0.isNumber }) } ?? 5
    return LanguageMode(
      version: major >= 6 ? 6 : 5, source: "the manifest's tools version (\(version ?? "none"))")
  }

  /// Collects target calls and the language modes the manifest lists.
  private final class Calls: SyntaxVisitor {
    var found: [Target] = []
    var languageModes: [String] = []
    var packages: [(url: String, requirement: String)] = []
    var products: [(name: String, package: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let arguments = node.arguments
      switch node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
      case "package":
        if let url = arguments.first(where: { $0.label?.text == "url" })?.expression.stringValue {
          let rest = arguments.filter { $0.label?.text != "url" }
          packages.append((url, rest.map { $0.trimmedDescription }.joined(separator: " ")))
        }
      case "product":
        let name = arguments.first { $0.label?.text == "name" }?.expression.stringValue
        let package = arguments.first { $0.label?.text == "package" }?.expression.stringValue
        if let name, let package { products.append((name, package)) }
      default:
        // `.target(name:)` inside a target's dependencies names a dependency, not a target.
        if !Self.isDependency(node), let target = PackageTargets.target(node) {
          found.append(target)
        }
      }
      return .visitChildren
    }

    private static func isDependency(_ node: some SyntaxProtocol) -> Bool {
      var parent = node.parent
      while let current = parent {
        if current.as(LabeledExprSyntax.self)?.label?.text == "dependencies" { return true }
        parent = current.parent
      }
      return false
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      let label = node.label?.text ?? ""
      if ["swiftLanguageModes", "swiftLanguageVersions"].contains(label),
        let array = node.expression.as(ArrayExprSyntax.self)
      {
        languageModes += array.elements.compactMap {
          $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
      }
      return .visitChildren
    }
  }
}

extension ExprSyntax {
  /// The text of a string literal with no interpolation, or nil.
  var stringValue: String? {
    guard let literal = self.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return nil }
    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }
}
