import Testing

@testable import ComposableRuntime

/// The table `ConstantArguments` keeps its resolutions in: every key finds what was kept for it,
/// through collisions and growth.
struct ResolutionTableTests {
  @Test func aKeptResolutionIsFoundAndAnotherKeyFindsNothing() {
    var table = ResolutionTable(capacity: 8)
    let kept = Resolution()
    table.keep(kept, for: key(1))
    #expect(table[key(1)] === kept)
    #expect(table[key(2)] == nil)
    #expect(table.count == 1)
  }

  @Test func keepingAgainReplacesWithoutCountingTwice() {
    var table = ResolutionTable(capacity: 8)
    let second = Resolution()
    table.keep(Resolution(), for: key(1))
    table.keep(second, for: key(1))
    #expect(table[key(1)] === second)
    #expect(table.count == 1)
  }

  /// Far more keys than the first capacity, with code addresses as close as a binary's: every
  /// key keeps its own resolution through collisions and each growth.
  @Test func everyKeyFindsItsOwnThroughCollisionsAndGrowth() {
    var table = ResolutionTable(capacity: 8)
    let resolutions = (0..<500).map { _ in Resolution() }
    for (index, resolution) in resolutions.enumerated() { table.keep(resolution, for: key(index)) }
    #expect(table.count == 500)
    #expect(resolutions.indices.allSatisfy { table[key($0)] === resolutions[$0] })
  }

  private func key(_ index: Int) -> ConstantArguments.Key {
    ConstantArguments.Key(
      owner: ObjectIdentifier(Resolution.self), first: 0x40_0000 + UInt(index) * 16,
      second: 0x40_0000 + UInt(index % 7) * 32)
  }

  private final class Resolution: Sendable {}
}
