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

  private static let resolutions = Mutex(ResolutionTable())

  /// The pair `resolve` makes from the two closures, kept for `owner` when both capture nothing.
  /// In a debug build each call still evaluates `arguments` and compares them with the kept ones
  /// (`ResolvedPair.matches`): a closure that captures nothing but calls code whose result
  /// changes is reported, and its call site evaluated on every call from then on.
  @inlinable
  static func resolve<First, Second>(
    for owner: Any.Type, _ first: @autoclosure () -> UInt?, _ second: @autoclosure () -> UInt?,
    arguments: () -> [AnyKeyPath], _ resolve: () -> (First, Second)
  ) -> (First, Second) {
    guard areRecognized, let first = first(), let second = second() else { return resolve() }
    let key = Key(owner: ObjectIdentifier(owner), first: first, second: second)
    switch resolution(for: key) {
    case let kept as ResolvedPair<First, Second>:
      if kept.matches(arguments) { return (kept.first, kept.second) }
      markVarying(key, owner: owner)
      return resolve()
    case is VaryingArguments:
      return resolve()
    default:
      let resolved = resolve()
      keep(ResolvedPair(first: resolved.0, second: resolved.1, arguments: arguments), for: key)
      return resolved
    }
  }

  /// Turns `key`'s call site to plain evaluation and reports why.
  @usableFromInline
  static func markVarying(_ key: Key, owner: Any.Type) {
    keep(VaryingArguments(), for: key)
    reportRuntimeIssue(
      """
      A key path argument of "\(owner)" that captures nothing evaluated to another key path \
      than at its first call. It is evaluated on every call from now on; a release build keeps \
      the first. Bind what it depends on to a local first (let path = …), so that the argument \
      captures it.
      """)
  }

  @usableFromInline
  static func resolution(for key: Key) -> (any AnyObject & Sendable)? {
    resolutions.withLock { $0[key] }
  }

  @usableFromInline
  static func keep(_ resolution: any AnyObject & Sendable, for key: Key) {
    resolutions.withLock { $0.keep(resolution, for: key) }
  }

  /// The number of resolutions kept: one per call site and concrete type, so bounded by the code.
  static var count: Int {
    resolutions.withLock { $0.count }
  }

  /// Where a resolution is kept: the type that uses it and the code of its two closures.
  @usableFromInline
  struct Key: Equatable, Sendable {
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
  // Unchecked: every field is an immutable key path or a value built from key paths.
  @usableFromInline let first: First
  @usableFromInline let second: Second
  #if DEBUG
    /// The arguments as first evaluated, which later calls are compared with.
    @usableFromInline let arguments: [AnyKeyPath]
  #endif

  @inlinable
  init(first: First, second: Second, arguments: () -> [AnyKeyPath]) {
    self.first = first
    self.second = second
    #if DEBUG
      self.arguments = arguments()
    #endif
  }

  /// Whether `arguments` still evaluate to the kept ones: compared in a debug build, assumed in a
  /// release build, where evaluating them is the cost this type saves.
  @inlinable
  func matches(_ arguments: () -> [AnyKeyPath]) -> Bool {
    #if DEBUG
      self.arguments == arguments()
    #else
      true
    #endif
  }
}

/// The mark of a call site whose arguments captured nothing but changed: evaluated every time.
@usableFromInline
final class VaryingArguments: Sendable {
  @usableFromInline init() {}
}

extension ConstantArguments {
  /// A child's state key path and action access from two unevaluated arguments, resolved once
  /// for `owner` when both are constant.
  @inlinable
  static func paths<State, ChildState, Action, ChildAction>(
    for owner: Any.Type, _ toChildState: @escaping () -> WritableKeyPath<State, ChildState>,
    _ toChildAction: @escaping () -> CaseKeyPath<Action, ChildAction>
  ) -> (WritableKeyPath<State, ChildState>, CaseAccess<Action, ChildAction>) {
    pair(for: owner, toChildState, toChildAction) { $0 }
  }

  /// ``paths(for:_:_:)`` with the state's access resolved too (its offset, or its modifier).
  @inlinable
  static func accesses<State, ChildState, Action, ChildAction>(
    for owner: Any.Type, _ toChildState: @escaping () -> WritableKeyPath<State, ChildState>,
    _ toChildAction: @escaping () -> CaseKeyPath<Action, ChildAction>
  ) -> (StateAccess<State, ChildState>, CaseAccess<Action, ChildAction>) {
    pair(for: owner, toChildState, toChildAction) { StateAccess($0) }
  }

  /// The state argument made into `Part` and the action's access, resolved once when constant.
  @inlinable
  static func pair<State, ChildState, Action, ChildAction, Part>(
    for owner: Any.Type, _ toChildState: @escaping () -> WritableKeyPath<State, ChildState>,
    _ toChildAction: @escaping () -> CaseKeyPath<Action, ChildAction>,
    _ part: (WritableKeyPath<State, ChildState>) -> Part
  ) -> (Part, CaseAccess<Action, ChildAction>) {
    resolve(
      for: owner, ClosureWords.code(of: toChildState), ClosureWords.code(of: toChildAction),
      arguments: { [toChildState(), toChildAction()] }
    ) { (part(toChildState()), CaseAccess(resolving: toChildAction())) }
  }
}
