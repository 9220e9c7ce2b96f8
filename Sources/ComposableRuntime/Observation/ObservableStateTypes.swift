import Atomics

/// Which types conform to ``ObservableState``, remembered per type, for `_$isIdentityEqual`.
///
/// Every in-place edit of a tracked field asks whether the field's type is an observable state.
/// The Swift runtime answers a conformance query from its own cache, but through a hashed,
/// concurrent map: about 340 instructions for a `String`, a fifth of a binding write. This table
/// answers from one word: 64 slots, each holding a metatype's address with its answer in the low
/// bit (metatypes are word-aligned). A slot is written whole with an atomic store, so a reader
/// sees either an old entry or a new one, both true answers; a type whose slot another type holds
/// is asked of the runtime again.
@usableFromInline
enum ObservableStateTypes {
  private static let slots = AtomicSlotTable()

  /// Whether `type` conforms to ``ObservableState``.
  @usableFromInline
  static func contains(_ type: Any.Type) -> Bool {
    let address = UInt(bitPattern: unsafeBitCast(type, to: Int.self))
    let slot = slots.slot(for: address)
    let entry = slot.load(ordering: .relaxed)
    if entry & ~1 == address { return entry & 1 == 1 }
    let conforms = type is any ObservableState.Type
    slot.store(address | (conforms ? 1 : 0), ordering: .relaxed)
    return conforms
  }
}
