/// The resolutions `ConstantArguments` keeps, by key: an open-addressed table kept at most an
/// eighth full, so that a lookup is one hash and, nearly always, one probe.
///
/// Its keys are code addresses, which move whenever unrelated code changes. A `Dictionary`
/// hashes them with SipHash and probes as far as their collisions take it, so the instructions a
/// lookup costs, which the gate counts on every scoped send, moved by up to 1.6% with the
/// binary's layout. Here the hash is one multiply per word, and a collision is rare enough that
/// its extra probe does not show.
struct ResolutionTable {
  private var slots: [(key: ConstantArguments.Key, value: any AnyObject & Sendable)?]
  private(set) var count = 0

  init(capacity: Int = 1024) {
    precondition(capacity > 0 && capacity & (capacity - 1) == 0, "capacity must be a power of 2")
    slots = Array(repeating: nil, count: capacity)
  }

  /// The resolution kept for `key`, or nil.
  subscript(key: ConstantArguments.Key) -> (any AnyObject & Sendable)? {
    var index = home(of: key)
    while let slot = slots[index] {
      if slot.key == key { return slot.value }
      index = (index + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Keeps `value` for `key`, replacing what was kept; grows before the table is an eighth full.
  mutating func keep(_ value: any AnyObject & Sendable, for key: ConstantArguments.Key) {
    if (count + 1) * 8 > slots.count { grow() }
    var index = home(of: key)
    while let slot = slots[index], slot.key != key {
      index = (index + 1) & (slots.count - 1)
    }
    if slots[index] == nil { count += 1 }
    slots[index] = (key, value)
  }

  /// The slot a probe for `key` starts at: the top bits of a multiplicative hash of its words.
  private func home(of key: ConstantArguments.Key) -> Int {
    let multiplier: UInt = 0x9E37_79B9_7F4A_7C15
    var hash = UInt(bitPattern: key.owner) &* multiplier
    hash = (hash ^ key.first) &* multiplier
    hash = (hash ^ key.second) &* multiplier
    return Int(hash >> UInt(UInt.bitWidth - slots.count.trailingZeroBitCount))
  }

  private mutating func grow() {
    let kept = slots.compactMap { $0 }
    slots = Array(repeating: nil, count: slots.count * 2)
    count = 0
    for slot in kept { keep(slot.value, for: slot.key) }
  }
}
