/// An action of a presented feature: one of its own actions, or its dismissal.
///
/// Case key paths skip `.presented`: `\.destination.detail.saveTapped` builds and matches
/// `.destination(.presented(.detail(.saveTapped)))`, and `\.destination.dismiss` is
/// `.destination(.dismiss)`.
public enum PresentationAction<Action> {
  /// Dismisses the presented feature (sets its state to nil after the parent ran).
  case dismiss
  /// `action` for the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a presentation action, and those of the presented feature's actions.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The dismissal.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { return () } else { return nil } }
      )
    }

    /// Any action of the presented feature.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case .presented(let action) = $0 { return action } else { return nil } }
      )
    }

    /// The presented feature's action at `keyPath`, as in `\.destination.detail`.
    public subscript<Member>(
      dynamicMember keyPath: CaseKeyPath<Action, Member>
    ) -> AnyCasePath<PresentationAction, Member> where Action: CasePathable & SendableMetatype {
      let member = CaseAccess(resolving: keyPath)
      return AnyCasePath(
        embed: { .presented(member.embed($0)) },
        extract: {
          if case .presented(let action) = $0 {
            return member.extract(from: action)
          } else {
            return nil
          }
        }
      )
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
