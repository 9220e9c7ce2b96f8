/// A type holding a store whose actions have a `view` case, which sends view actions without
/// spelling `.view(…)`; `@ViewAction(for:)` conforms a type to it.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureScreen {
///   let store: StoreOf<Feature>
///   func tap() { send(.submitTapped) }
/// }
/// ```
@preconcurrency @MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState
  /// The actions of the store, which carry view actions.
  associatedtype StoreAction: ViewAction
  /// The store view actions are sent to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends `.view(action)` to the store.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends `.view(action)` to the store with `animation`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    store.send(.view(action), animation: animation)
  }

  /// Sends `.view(action)` to the store in `transaction`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    store.send(.view(action), transaction: transaction)
  }
}
