// Sends that carry an animation: SwiftUI would animate the state change; where there is no
// SwiftUI (Linux), the send is the plain send and the animation is dropped.

extension Store {
  /// Sends `action`, animating the state change where SwiftUI draws it.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action)
  }

  /// Sends `action` in `transaction`.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    send(action)
  }
}

extension Send {
  /// Sends `action`, animating the state change where SwiftUI draws it.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action)
  }

  /// Sends `action` in `transaction`.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    callAsFunction(action)
  }
}

extension Effect {
  /// An effect that sends `action` at once, animating the change where SwiftUI draws it.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    .send(action)
  }
}

extension Effect {
  /// This effect with its actions sent in an animation where SwiftUI draws them.
  @available(*, deprecated, message: "Pass the animation to 'send' in a 'run' effect, instead")
  public func animation(_ animation: Animation? = .default) -> Self {
    self
  }

  /// This effect with its actions sent in `transaction` where SwiftUI draws them.
  @available(*, deprecated, message: "Pass the transaction to 'send' in a 'run' effect, instead")
  public func transaction(_ transaction: Transaction) -> Self {
    self
  }
}

extension DismissEffect {
  /// Dismisses the current feature, animating the change where SwiftUI draws it.
  @MainActor
  public func callAsFunction(
    animation: Animation?, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Dismisses the current feature in `transaction`.
  @MainActor
  public func callAsFunction(
    transaction: Transaction, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension ButtonStateAction {
  /// A button action that sends `action` with an animation.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    .send(action)
  }
}
