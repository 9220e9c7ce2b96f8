import Atomics

/// A table of 64 atomic words, one slot per address modulo 64, read without a lock: the lock-free
/// caches keyed by a type's or an object's address use it.
///
/// Its storage is allocated once and kept for the life of the process, so a slot read never
/// races a free.
@usableFromInline
struct AtomicSlotTable: @unchecked Sendable {
  // Unchecked: the pointer is written once, at creation; slots are read and written atomically.
  private let slots: UnsafeMutablePointer<UnsafeAtomic<UInt>.Storage>
  /// A constant, so that finding a slot is a shift and a mask.
  private static var count: Int { 64 }

  /// A table whose slots all hold 0.
  init() {
    slots = .allocate(capacity: Self.count)
    slots.initialize(repeating: UnsafeAtomic<UInt>.Storage(0), count: Self.count)
  }

  /// The slot for `address`: its bits above a word's alignment, modulo the table's size.
  func slot(for address: UInt) -> UnsafeAtomic<UInt> {
    UnsafeAtomic(at: slots + Int((address >> 4) % UInt(Self.count)))
  }
}
