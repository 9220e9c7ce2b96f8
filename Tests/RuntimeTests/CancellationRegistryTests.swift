import Testing

@testable import ComposableRuntime

/// The numbers of cancelled effects, in the order they were cancelled.
private final class CancelLog: Sendable {
  private let numbers = LockIsolated<[Int]>([])

  func append(_ number: Int) { numbers.withValue { $0.append(number) } }
  var order: [Int] { numbers.withValue { $0 } }
}

/// An effect that records in a log when it is cancelled.
private final class LoggedEffect: CancellableEffect {
  let number: Int
  let log: CancelLog

  init(_ number: Int, log: CancelLog) {
    self.number = number
    self.log = log
  }

  func cancel() {
    log.append(number)
  }
}

private enum TestID: Hashable, Sendable { case timer, other }

struct CancellationRegistryTests {
  @Test func aCancelReachesEffectsInTheOrderTheyWereRegistered() {
    let registry = CancellationRegistry()
    let log = CancelLog()
    let key = CancelKey(id: TestID.timer, path: .root)
    let effects = (0..<200).map { LoggedEffect($0, log: log) }
    for effect in effects { registry.insert(effect, at: key) }
    registry.remove(effects[7], at: key)
    registry.cancel(key)
    #expect(log.order == Array(0..<200).filter { $0 != 7 })
    #expect(!registry.contains(key))
  }

  @Test func aChildsEffectsAreCancelledInOrderFromItsParentsKey() {
    let registry = CancellationRegistry()
    let log = CancelLog()
    let child = NavigationID(kind: Int.self, keyPath: \[Int].count, identifier: ErasedHashable(3))
    let key = CancelKey(id: TestID.timer, path: NavigationPath(ids: [child]))
    let effects = (0..<50).map { LoggedEffect($0, log: log) }
    for effect in effects.reversed() { registry.insert(effect, at: key) }
    registry.cancel(key)
    #expect(log.order == Array((0..<50).reversed()))
  }

  @Test func erasedValuesAreEqualOnlyWhenOfOneTypeAndEqual() {
    #expect(ErasedHashable(1) == ErasedHashable(1))
    #expect(ErasedHashable(1) != ErasedHashable(2))
    #expect(ErasedHashable(1) != ErasedHashable(Int8(1)))
    #expect(ErasedHashable(TestID.timer) != ErasedHashable(TestID.other))
    #expect(ErasedHashable(\[Int].count) == ErasedHashable(\[Int].count))
    #expect(Set([ErasedHashable("a"), ErasedHashable("a"), ErasedHashable("b")]).count == 2)
    #expect(ErasedHashable("a").hashValue == ErasedHashable("a").hashValue)
  }

  @Test func keysDifferByIDTypeAndNavigationPath() {
    let child = NavigationID(kind: Int.self, keyPath: \[Int].count, identifier: ErasedHashable(1))
    let other = NavigationID(kind: Int.self, keyPath: \[Int].count, identifier: ErasedHashable(2))
    #expect(CancelKey(id: TestID.timer, path: .root) == CancelKey(id: TestID.timer, path: .root))
    #expect(CancelKey(id: TestID.timer, path: .root) != CancelKey(id: "timer", path: .root))
    #expect(
      CancelKey(id: TestID.timer, path: NavigationPath(ids: [child]))
        != CancelKey(id: TestID.timer, path: NavigationPath(ids: [other])))
  }

  /// A navigation path `depth` levels deep.
  private func path(depth: Int) -> NavigationPath {
    NavigationPath(
      ids: (0..<depth).map {
        NavigationID(kind: Int.self, keyPath: \[Int].count, identifier: ErasedHashable($0))
      })
  }

  @Test func anEffectCancelledDeepDownIsStillReachedFromTheRootUntilItIsRemoved() {
    let registry = CancellationRegistry()
    let log = CancelLog()
    let deep = CancelKey(id: TestID.timer, path: path(depth: 3))
    let other = CancelKey(id: TestID.other, path: path(depth: 3))
    let effect = LoggedEffect(1, log: log)
    registry.insert(effect, at: deep)
    registry.insert(effect, at: other)
    #expect(registry.count == 8)
    registry.cancel(deep)
    #expect(log.order == [1])
    // Removing the other key empties and prunes the deep nodes; the timer key is still
    // registered at the shallower paths and must go too.
    registry.remove(effect, at: other)
    registry.remove(effect, at: deep)
    #expect(registry.count == 0)
    #expect(!registry.contains(CancelKey(id: TestID.timer, path: .root)))
  }

  @Test func aKeyIsReachedFromEveryPrefixOfItsPathAndNoSibling() {
    let registry = CancellationRegistry()
    let log = CancelLog()
    let key = CancelKey(id: TestID.timer, path: path(depth: 100))
    registry.insert(LoggedEffect(1, log: log), at: key)
    #expect(registry.count == 101)
    #expect(registry.contains(CancelKey(id: TestID.timer, path: path(depth: 50))))
    let sibling = NavigationPath(
      ids: path(depth: 49).ids + [
        NavigationID(kind: Int.self, keyPath: \[Int].count, identifier: ErasedHashable(-1))
      ])
    #expect(!registry.contains(CancelKey(id: TestID.timer, path: sibling)))
    registry.cancel(CancelKey(id: TestID.timer, path: path(depth: 50)))
    #expect(log.order == [1])
  }
}
