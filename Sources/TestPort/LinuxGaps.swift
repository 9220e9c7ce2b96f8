import SwiftSyntax

/// Finds, in code a port keeps, a use of what Linux lacks: an Apple-only type (SwiftUI's
/// `Color`, UIKit's `UIApplication`) or a Foundation API swift-corelibs-foundation does not have.
struct LinuxGaps {
  let rules: DeclarationRules
  let scope: LexicalScope

  /// A use found: the token that spells it and why the file cannot be ported.
  struct Gap {
    let token: TokenSyntax
    let reason: String
    let name: String
  }

  /// The first use in `spelled` of something Linux lacks, or nil.
  func first(in spelled: SpelledNames) -> Gap? {
    for token in spelled.names {
      if let name = rules.appleOnlyName(in: [token], scope: scope) {
        return Gap(token: token, reason: "uses \(AppleOnlyTypes.describe(name))", name: name)
      }
      if FoundationGaps.typeNames[token.text] != nil, !rules.appTypes.contains(token.text) {
        return Gap(
          token: token, reason: "uses \(AppleOnlyTypes.describe(token.text))", name: token.text)
      }
    }
    return spelled.members.lazy.compactMap(memberGap).first
  }

  private func memberGap(_ token: TokenSyntax) -> Gap? {
    guard let api = FoundationGaps.memberNames[token.text] else { return nil }
    // `notifications(named:)` is the API; a member merely called `notifications` is not.
    if token.text == "notifications" {
      let access = token.parent?.parent?.as(MemberAccessExprSyntax.self)
      let call = access?.parent?.as(FunctionCallExprSyntax.self)
      guard call?.arguments.first?.label?.text == "named" else { return nil }
    }
    return Gap(
      token: token, reason: "calls \(api), which Linux's Foundation lacks", name: token.text)
  }
}
