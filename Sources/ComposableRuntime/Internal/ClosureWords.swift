/// The two words of an escaping closure, read to tell whether it captures anything.
///
/// A Swift closure value is a function address and a context reference; the context is null when
/// the closure captures nothing. Swift does not promise this to code outside the compiler, so
/// `probe()` checks it on closures of known shape before `ConstantArguments` relies on it. The
/// closure is read from a struct field of its own function type: a closure passed through a
/// generic parameter would be wrapped in a reabstraction thunk, whose words say nothing of it.
@usableFromInline
enum ClosureWords {
  /// The function address of `closure` when it captures nothing, nil when it has a context.
  /// Only for when `ConstantArguments.areRecognized`, which its caller checks first.
  @inlinable
  static func code<Root, Value>(of closure: @escaping () -> KeyPath<Root, Value>) -> UInt? {
    unchecked(ReadOnlyPath(make: closure))
  }

  /// The function address of `closure` when it captures nothing, nil when it has a context.
  /// Only for when `ConstantArguments.areRecognized`, which its caller checks first.
  @inlinable
  static func code<Root, Value>(of closure: @escaping () -> WritableKeyPath<Root, Value>) -> UInt? {
    unchecked(WritablePath(make: closure))
  }

  /// The first word of `holder` when its second is zero.
  @inlinable
  static func unchecked<Holder>(_ holder: Holder) -> UInt? {
    withUnsafeBytes(of: holder) { words in
      let context = words.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
      return context == 0 ? words.load(as: UInt.self) : nil
    }
  }

  @usableFromInline
  struct ReadOnlyPath<Root, Value> {
    @usableFromInline let make: () -> KeyPath<Root, Value>
    @inlinable init(make: @escaping () -> KeyPath<Root, Value>) { self.make = make }
  }

  @usableFromInline
  struct WritablePath<Root, Value> {
    @usableFromInline let make: () -> WritableKeyPath<Root, Value>
    @inlinable init(make: @escaping () -> WritableKeyPath<Root, Value>) { self.make = make }
  }

  /// Whether closures have the two-word shape assumed here: two closures that capture nothing
  /// have distinct non-zero addresses, each the same on every evaluation, and one that captures
  /// a value has a context.
  static func probe() -> Bool {
    let captured = Int.random(in: 0..<2)
    let first = (0..<2).map { _ in words(of: \ProbeState.first) }
    let second = words(of: \ProbeState.second)
    let capturing = words(of: \ProbeState.rows[captured])
    return MemoryLayout<WritablePath<ProbeState, Int>>.size == 2 * MemoryLayout<UInt>.size
      && first[0] == first[1] && first[0].context == 0 && second.context == 0
      && first[0].code != 0 && first[0].code != second.code && capturing.context != 0
  }

  private static func words(
    of closure: @escaping @autoclosure () -> WritableKeyPath<ProbeState, Int>
  ) -> (code: UInt, context: UInt) {
    withUnsafeBytes(of: WritablePath(make: closure)) { words in
      (
        words.load(as: UInt.self),
        words.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
      )
    }
  }

  private struct ProbeState {
    var first = 0
    var second = 0
    var rows = [0, 0]
  }
}
