import Foundation

/// A box's link to its key: saves each write, holds the subscription to external changes, and
/// keeps the last load and save errors.
final class SharedPersistence<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private let saveValue: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  private let loadValue: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  var subscription: SharedSubscription?
  private var errors: (load: (any Error)?, save: (any Error)?) = (nil, nil)

  init(
    load: @escaping @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void,
    save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  ) {
    self.loadValue = load
    self.saveValue = save
  }

  var loadError: (any Error)? { lock.withLock { errors.load } }
  var saveError: (any Error)? { lock.withLock { errors.save } }

  func recordLoad(_ error: (any Error)?) { lock.withLock { errors.load = error } }
  func recordSave(_ error: (any Error)?) { lock.withLock { errors.save = error } }

  /// Hands `value` to the key's `save`, keeping the outcome for `saveError`.
  func save(
    _ value: Value, context: SaveContext = .didSet,
    completion: (@Sendable (Result<Void, any Error>) -> Void)? = nil
  ) {
    guard let saveValue else { return }
    saveValue(
      value, context,
      SaveContinuation { [weak self] result in
        let outcome = result.map { _ in () }
        self?.recordSave(Self.error(of: outcome))
        completion?(outcome)
      })
  }

  /// Asks the key to load again.
  func load(_ context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    loadValue(context, continuation)
  }

  private static func error(of result: Result<Void, any Error>) -> (any Error)? {
    if case .failure(let error) = result { return error }
    return nil
  }
}
