import SwiftSyntax

/// A platform a module is compiled for, as far as `#if` conditions can tell it apart.
public struct BuildPlatform: Sendable {
  /// The name used in reasons, such as "Linux" or "iOS".
  public let name: String
  /// The operating systems `os(…)` accepts.
  let operatingSystems: Set<String>
  /// The modules `canImport(…)` accepts.
  let importableModules: Set<String>

  /// The modules every Swift 6 toolchain ships, on every platform.
  private static let toolchainModules: Set<String> = [
    "Foundation", "Dispatch", "Observation", "XCTest", "Testing", "Synchronization",
    "_Concurrency", "RegexBuilder",
  ]

  /// Linux with the Swift toolchain: no SwiftUI, UIKit, Combine or OSLog.
  public static let linux = BuildPlatform(
    name: "Linux", operatingSystems: ["Linux"],
    importableModules: toolchainModules.union([
      "Glibc", "FoundationNetworking", "FoundationEssentials",
    ]))

  /// iOS, where TCA is written for.
  public static let iOS = BuildPlatform(
    name: "iOS", operatingSystems: ["iOS"],
    importableModules: toolchainModules.union([
      "Darwin", "SwiftUI", "UIKit", "Combine", "OSLog", "os", "CoreGraphics",
    ]))

  /// macOS, the one Apple platform with AppKit.
  public static let macOS = BuildPlatform(
    name: "macOS", operatingSystems: ["macOS"],
    importableModules: toolchainModules.union([
      "Darwin", "SwiftUI", "AppKit", "Combine", "OSLog", "os", "CoreGraphics",
    ]))

  /// The compiler version `swift(…)` and `compiler(…)` compare against.
  static let compilerVersion = [6, 3]

  /// Whether the condition of an `#if` clause holds on this platform (a `DEBUG` build, since
  /// tests run in one; any other custom flag is unset).
  public func holds(_ condition: ExprSyntax) -> Bool {
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return holds(sequence: Array(sequence.elements))
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self) {
      return combine(infix.leftOperand, infix.operator.trimmedDescription, infix.rightOperand)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self),
      prefix.operator.text == "!"
    {
      return !holds(prefix.expression)
    }
    if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first {
      return holds(only.expression)
    }
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let flag = condition.as(DeclReferenceExprSyntax.self) {
      return flag.baseName.text == "DEBUG"
    }
    if let call = condition.as(FunctionCallExprSyntax.self) {
      return holds(call: call)
    }
    return false
  }

  private func combine(_ left: ExprSyntax, _ op: String, _ right: ExprSyntax) -> Bool {
    op == "||" ? holds(left) || holds(right) : holds(left) && holds(right)
  }

  /// An unfolded `a && b || c`: `||` binds loosest.
  private func holds(sequence elements: [ExprSyntax]) -> Bool {
    var disjuncts: [[ExprSyntax]] = [[]]
    for element in elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        if op.operator.text == "||" { disjuncts.append([]) }
        continue
      }
      disjuncts[disjuncts.count - 1].append(element)
    }
    return disjuncts.contains { $0.allSatisfy(holds) }
  }

  private func holds(call: FunctionCallExprSyntax) -> Bool {
    let function = call.calledExpression.trimmedDescription
    let argument = call.arguments.first?.expression.trimmedDescription ?? ""
    switch function {
    case "canImport": return importableModules.contains(argument)
    case "os": return operatingSystems.contains(argument)
    case "swift", "compiler": return Self.compare(versionCondition: argument)
    case "hasFeature", "hasAttribute": return true
    default: return false
    }
  }

  /// `>=6.0` or `<6.2` against ``compilerVersion``.
  static func compare(versionCondition: String) -> Bool {
    let isBelow = versionCondition.hasPrefix("<")
    let digits = versionCondition.drop { !$0.isNumber }
    let wanted = digits.split(separator: ".").compactMap { Int($0) }
    let atLeast = !compilerVersion.lexicographicallyPrecedes(wanted)
    return isBelow ? !atLeast : atLeast
  }
}
