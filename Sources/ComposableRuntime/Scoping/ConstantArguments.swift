import Synchronization

/// Key path arguments that reducers and stores take unevaluated, resolved once for each closure
/// that captures nothing.
///
/// Swift instantiates a key path literal anew each time it is evaluated: a case key path such as
/// `\.child` costs about 3 µs and two allocations, twice that in a generic type
/// (`Baseline.CaseKeyPath`), and a parent's `body` evaluates its `Scope`s' literals on every
/// action. An argument taken as an `@autoclosure` that captures nothing computes the same key
/// path on every call, so its resolution is kept by the closure's code address and the concrete
/// type it builds. A closure that captures a value (`\.rows[id: id]`, or a literal in a generic
/// type that the optimizer did not specialize) is evaluated on every call, as before.
/// Reading a closure's two words is outside what Swift promises: docs/unsafe.md, "Constant
/// arguments", says how it is checked.
@usableFromInline
enum ConstantArguments {
  /// Whether closures read as this file expects on this toolchain (probed once), in a build with
  /// the fast paths.
  @usableFromInline
  static let areRecognized: Bool = FastPaths.areEnabled && ClosureWords.probe()

  private static let resolutions = Mutex<[Key: any AnyObject & Sendable]>([:])

  /// The pair `resolve` makes from the two closures, kept for `owner` when both capture nothing.
  @inlinable
  static func resolve<First, Second>(
    for owner: Any.Type, _ first: UInt?, _ second: UInt?, _ resolve: () -> (First, Second)
  ) -> (First, Second) {
    guard areRecognized, let first, let second else { return resolve() }
    let key = Key(owner: ObjectIdentifier(owner), first: first, second: second)
    if let kept = resolution(for: key) as? ResolvedPair<First, Second> {
      return (kept.first, kept.second)
    }
    let resolved = resolve()
    keep(ResolvedPair(first: resolved.0, second: resolved.1), for: key)
    return resolved
  }

  @usableFromInline
  static func resolution(for key: Key) -> (any AnyObject & Sendable)? {
    resolutions.withLock { $0[key] }
  }

  @usableFromInline
  static func keep(_ resolution: any AnyObject & Sendable, for key: Key) {
    resolutions.withLock { $0[key] = resolution }
  }

  /// The number of resolutions kept: one per call site and concrete type, so bounded by the code.
  static var count: Int {
    resolutions.withLock { $0.count }
  }

  /// Where a resolution is kept: the type that uses it and the code of its two closures.
  @usableFromInline
  struct Key: Hashable, Sendable {
    @usableFromInline let owner: ObjectIdentifier
    @usableFromInline let first: UInt
    @usableFromInline let second: UInt

    @inlinable
    init(owner: ObjectIdentifier, first: UInt, second: UInt) {
      self.owner = owner
      self.first = first
      self.second = second
    }
  }
}

/// Two resolved arguments, shared by every evaluation of the call site that made them.
@usableFromInline
final class ResolvedPair<First, Second>: @unchecked Sendable {
  // Unchecked: both are key paths or accesses built from them, which are immutable.
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }
}

extension ConstantArguments {
  /// A child's state key path and action access from two unevaluated arguments, resolved once
  /// for `owner` when both are constant.
  @inlinable
  static func paths<State, ChildState, Action, ChildAction>(
    for owner: Any.Type, _ toChildState: @escaping () -> WritableKeyPath<State, ChildState>,
    _ toChildAction: @escaping () -> CaseKeyPath<Action, ChildAction>
  ) -> (WritableKeyPath<State, ChildState>, CaseAccess<Action, ChildAction>) {
    resolve(
      for: owner, ClosureWords.code(of: toChildState), ClosureWords.code(of: toChildAction)
    ) { (toChildState(), CaseAccess(toChildAction())) }
  }

  /// ``paths(for:_:_:)`` with the state's access resolved too (its offset, or its modifier).
  @inlinable
  static func accesses<State, ChildState, Action, ChildAction>(
    for owner: Any.Type, _ toChildState: @escaping () -> WritableKeyPath<State, ChildState>,
    _ toChildAction: @escaping () -> CaseKeyPath<Action, ChildAction>
  ) -> (StateAccess<State, ChildState>, CaseAccess<Action, ChildAction>) {
    resolve(
      for: owner, ClosureWords.code(of: toChildState), ClosureWords.code(of: toChildAction)
    ) { (StateAccess(toChildState()), CaseAccess(toChildAction())) }
  }
}
