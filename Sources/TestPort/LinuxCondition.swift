import SwiftSyntax

/// Decides which clauses of an `#if` a Linux build compiles, where the condition is plain
/// enough to tell: `os(…)`, `canImport(…)`, `DEBUG`, literals, `!`, `&&`, `||` and parentheses.
/// A clause it cannot decide counts as compiled, so its code is ported like any other.
enum LinuxCondition {
  /// Whether a Linux build compiles each clause of `ifConfig`, in order.
  static func compiledClauses(of ifConfig: IfConfigDeclSyntax) -> [Bool] {
    var taken = false
    return ifConfig.clauses.map { clause in
      guard !taken else { return false }
      let value = clause.condition.map(evaluate) ?? true
      if value == true { taken = true }
      return value != false
    }
  }

  /// The condition's value on Linux, or nil where it cannot be told.
  static func evaluate(_ condition: ExprSyntax) -> Bool? {
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return evaluate(sequence: Array(sequence.elements))
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self) {
      return combine(evaluate(infix.leftOperand), infix.operator, evaluate(infix.rightOperand))
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return evaluate(prefix.expression).map(!)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1 {
      return tuple.elements.first.flatMap { evaluate($0.expression) }
    }
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let flag = condition.as(DeclReferenceExprSyntax.self) {
      return flag.baseName.text == "DEBUG" ? true : nil
    }
    return condition.as(FunctionCallExprSyntax.self).flatMap(evaluate(call:))
  }

  /// An unfolded `a && b || c`: `||` binds loosest.
  private static func evaluate(sequence elements: [ExprSyntax]) -> Bool? {
    if let index = elements.lastIndex(where: { isOperator($0, "||") }) {
      return combine(
        evaluate(sequence: Array(elements[..<index])), "||",
        evaluate(sequence: Array(elements[(index + 1)...])))
    }
    if let index = elements.lastIndex(where: { isOperator($0, "&&") }) {
      return combine(
        evaluate(sequence: Array(elements[..<index])), "&&",
        evaluate(sequence: Array(elements[(index + 1)...])))
    }
    return elements.count == 1 ? evaluate(elements[0]) : nil
  }

  private static func isOperator(_ element: ExprSyntax, _ text: String) -> Bool {
    element.as(BinaryOperatorExprSyntax.self)?.operator.text == text
  }

  private static func combine(_ left: Bool?, _ op: ExprSyntax, _ right: Bool?) -> Bool? {
    combine(left, op.trimmedDescription, right)
  }

  /// Three-valued `&&` and `||`: a known operand can decide alone.
  private static func combine(_ left: Bool?, _ op: String, _ right: Bool?) -> Bool? {
    if op == "||" {
      if left == true || right == true { return true }
      return left == false && right == false ? false : nil
    }
    if left == false || right == false { return false }
    return left == true && right == true ? true : nil
  }

  private static func evaluate(call: FunctionCallExprSyntax) -> Bool? {
    let argument = call.arguments.first?.expression.trimmedDescription ?? ""
    switch call.calledExpression.trimmedDescription {
    case "os": return argument == "Linux"
    case "canImport": return canImport(argument)
    default: return nil
    }
  }

  private static func canImport(_ module: String) -> Bool? {
    if ["Foundation", "FoundationNetworking", "Glibc", "Dispatch", "XCTest", "Testing"]
      .contains(module)
    {
      return true
    }
    let apple = AppleOnlyModules.dropped.union(AppleOnlyModules.missing).union(["Combine"])
    return apple.contains(module) ? false : nil
  }
}
