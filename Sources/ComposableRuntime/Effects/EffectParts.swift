import Atomics

/// The effects of a merge or a concatenation, in order.
///
/// Chaining (`a.merge(with: b).merge(with: c)…`) extends one list instead of nesting a level per
/// step, so a chain of any length stays flat: nothing that walks or releases it recurses per
/// step, and a step costs amortized constant time. An extension claims the slots past its
/// list's end with an atomic compare-and-exchange; when another extension of the same list got
/// them first, it copies instead, so every list keeps exactly its own elements.
@usableFromInline
struct EffectParts<Action>: RandomAccessCollection, @unchecked Sendable {
  // Unchecked: shared slots are written once, before any list that ends after them exists.
  @usableFromInline
  enum Storage {
    /// The effects of a merge or concatenation built at once.
    case array([Effect<Action>])
    /// The first `endIndex` slots of storage that chained appends extend.
    case shared(EffectPartsStorage<Action>)
  }

  @usableFromInline let storage: Storage
  @usableFromInline let endIndex: Int
  /// Whether every effect is a `.run` that test stores wait for, when the code that made the
  /// list knew; nil when it did not look.
  @usableFromInline let areTrackedRuns: Bool?

  /// A list of `effects`, sharing their array.
  @usableFromInline
  init(_ effects: [Effect<Action>], areTrackedRuns: Bool? = nil) {
    self.storage = .array(effects)
    self.endIndex = effects.count
    self.areTrackedRuns = areTrackedRuns
  }

  private init(storage: EffectPartsStorage<Action>, endIndex: Int) {
    self.storage = .shared(storage)
    self.endIndex = endIndex
    self.areTrackedRuns = nil
  }

  /// A list in fresh, extensible storage: `head`, then `tail`.
  init(_ head: some Collection<Effect<Action>>, then tail: some Collection<Effect<Action>>) {
    let count = head.count + tail.count
    let storage = EffectPartsStorage<Action>.make(capacity: Swift.max(count, 2 * head.count))
    _ = storage.claim(from: 0, count: count)
    storage.initialize(at: 0, from: head)
    storage.initialize(at: head.count, from: tail)
    self.init(storage: storage, endIndex: count)
  }

  @inlinable var startIndex: Int { 0 }

  /// The next position. Declared here, with `index(before:)`, so that iterating the parts in code
  /// not specialized for `Action` (the interpreter's walk) calls these instead of the default
  /// for strideable indices, which looks up range metadata at every step.
  @inlinable func index(after position: Int) -> Int { position + 1 }

  /// The previous position.
  @inlinable func index(before position: Int) -> Int { position - 1 }

  @inlinable subscript(position: Int) -> Effect<Action> {
    switch storage {
    case .array(let effects): effects[position]
    case .shared(let storage): storage.element(at: position)
    }
  }

  /// These effects, each replaced by `transform`'s result, in order.
  func mapped<T>(_ transform: (Effect<Action>) -> Effect<T>) -> EffectParts<T> {
    var effects: [Effect<T>] = []
    effects.reserveCapacity(endIndex)
    _ = allSatisfyInOrder { effect in
      effects.append(transform(effect))
      return true
    }
    return EffectParts<T>(effects)
  }

  /// Calls `body` with each effect in order until it returns false; returns whether it never did.
  ///
  /// Through the elements' buffer: iterating the collection, or subscripting it, from code not
  /// specialized for `Action` looks up the effects' (and an optional's) metadata at every step,
  /// hundreds of instructions an effect.
  func allSatisfyInOrder(_ body: (Effect<Action>) -> Bool) -> Bool {
    switch storage {
    case .array(let effects):
      effects.withUnsafeBufferPointer {
        Self.allSatisfy(in: $0.baseAddress!, count: endIndex, body)
      }
    case .shared(let storage):
      storage.withUnsafeMutablePointerToElements {
        Self.allSatisfy(in: UnsafePointer($0), count: endIndex, body)
      }
    }
  }

  private static func allSatisfy(
    in elements: UnsafePointer<Effect<Action>>, count: Int, _ body: (Effect<Action>) -> Bool
  ) -> Bool {
    var position = 0
    while position < count {
      guard body(elements[position]) else { return false }
      position += 1
    }
    return true
  }

  /// These effects followed by `tail`: in place when they are in extensible storage that no
  /// other list has extended yet, else copied into new storage with room to grow.
  func appending(contentsOf tail: some Collection<Effect<Action>>) -> Self {
    guard case .shared(let storage) = storage, storage.claim(from: endIndex, count: tail.count)
    else {
      return Self(self, then: tail)
    }
    storage.initialize(at: endIndex, from: tail)
    return Self(storage: storage, endIndex: endIndex + tail.count)
  }
}

/// The slots behind one or more `EffectParts`: a header counting the slots claimed so far, then
/// the effects, in one allocation.
@usableFromInline
final class EffectPartsStorage<Action>: ManagedBuffer<UnsafeAtomic<Int>.Storage, Effect<Action>> {
  static func make(capacity: Int) -> EffectPartsStorage {
    let buffer = create(minimumCapacity: capacity) { _ in UnsafeAtomic<Int>.Storage(0) }
    return unsafeDowncast(buffer, to: EffectPartsStorage.self)
  }

  /// Claims `count` slots from `start` on: true only if no slot past `start` was claimed yet and
  /// they fit.
  func claim(from start: Int, count: Int) -> Bool {
    guard start + count <= capacity else { return false }
    return withUnsafeMutablePointerToHeader { header in
      UnsafeAtomic<Int>(at: header)
        .compareExchange(expected: start, desired: start + count, ordering: .acquiringAndReleasing)
        .exchanged
    }
  }

  /// Writes `effects` into claimed slots from `start` on.
  func initialize(at start: Int, from effects: some Collection<Effect<Action>>) {
    withUnsafeMutablePointerToElements { elements in
      for (offset, effect) in effects.enumerated() {
        (elements + start + offset).initialize(to: effect)
      }
    }
  }

  @usableFromInline
  func element(at position: Int) -> Effect<Action> {
    withUnsafeMutablePointerToElements { $0[position] }
  }

  deinit {
    withUnsafeMutablePointers { header, elements in
      _ = elements.deinitialize(count: UnsafeAtomic<Int>(at: header).load(ordering: .acquiring))
    }
  }
}
