import Synchronization

/// The identity of one element of a ``StackState``: a generation number drawn from the
/// `stackElementID` dependency when the element is inserted, printed as `#0`, `#1`, ….
///
/// In tests, integer literals are ids (`path[id: 0]`); outside tests a literal traps.
public struct StackElementID: Hashable, Comparable, Sendable {
  /// The number this id was drawn as.
  public let generation: Int

  init(generation: Int) {
    self.generation = generation
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id `#value`; only tests may spell ids as literals.
  public init(integerLiteral value: Int) {
    precondition(
      isTesting,
      "Integer literals are stack element ids only in tests; use the ids a StackState assigned."
    )
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  public var debugDescription: String { "#\(generation)" }
  public var customDumpDescription: String { debugDescription }
}

/// The source of fresh ``StackElementID``s: the `stackElementID` dependency.
///
/// Each test gets its own generator counting from `#0`; the live app has one as well.
public final class StackElementIDGenerator: Sendable {
  private let next = Mutex(0)

  /// A generator whose first id is `#first`.
  public init(first: Int = 0) {
    next.withLock { $0 = first }
  }

  /// Draws the next id.
  public func callAsFunction() -> StackElementID {
    next.withLock { generation in
      defer { generation += 1 }
      return StackElementID(generation: generation)
    }
  }

  /// The id the next draw will return, without drawing it.
  public func peek() -> StackElementID {
    StackElementID(generation: next.withLock { $0 })
  }

  /// Makes `id` count as drawn: the next draw returns an id after it (never rewinds).
  func advance(past id: StackElementID) {
    next.withLock { $0 = max($0, id.generation + 1) }
  }
}

extension DependencyValues {
  /// Where ``StackState`` draws the ids of the elements inserted into it.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}
