/// Dismisses the feature that reads it: a presented child (its parent receives `.dismiss`) or a
/// stack element (its stack receives `.popFrom(id:)`). Call it from an effect.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// // …
/// case .closeButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// Where nothing presented the feature, calling it reports a runtime issue and does nothing.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?

  /// A dismissal that runs `dismiss`; test stores and presentations build these.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  init() {
    self.dismiss = nil
  }

  /// Asks whoever presented the current feature to dismiss it.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let dismiss else {
      reportRuntimeIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        Nothing presented this feature: it runs at the root of a store, or under a plain \
        "Scope" or "ifLet". Check "@Dependency(\\.isPresented)" before dismissing from a \
        feature that can run either way.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    dismiss()
  }
}

extension DependencyValues {
  /// Dismisses the current feature; see ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the current feature was presented (by a presentation `ifLet` or a stack `forEach`,
  /// or as a test store's root), so that `dismiss` can dismiss it.
  public var isPresented: Bool {
    dismiss.dismiss != nil
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
