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

extension ButtonStateAction {
  /// A button action that sends `action` with an animation.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    .send(action)
  }
}
