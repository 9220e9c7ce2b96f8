import Testing

@testable import ComposableRuntime

/// The in-place access to a state's property that scoping uses, and what it assumes of a
/// tracked property's modifier: that it calls its body exactly once.
@Suite(.timeLimit(.minutes(5)))
struct StateAccessTests {
  @Test
  func aTrackedPropertyIsChangedInPlaceThroughItsModifierOnce() {
    var state = Tracked()
    var calls = 0
    let access = StateAccess(\Tracked.count)
    #expect(access.offset == nil && access.modifier != nil)
    let result = access.modify(&state) { count in
      calls += 1
      count += 41
      return count
    }
    #expect(result == 41 && state.count == 41 && calls == 1)
  }

  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func aStoredPropertyIsReadAndChangedAtItsOffset() {
    var state = Tracked()
    let access = StateAccess(\Tracked.name)
    #expect(access.offset != nil)
    access.modify(&state) { $0 += "!" }
    #expect(access.read(&state) { $0 } == "!")
  }

  @Test
  func aModifierThatNeverCallsItsBodyStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      var state = SilentModifierState()
      StateAccess(\SilentModifierState.value).modify(&state) { $0 += 1 }
    }
  }
}

@ObservableState
private struct Tracked {
  var count = 0
  @ObservationStateIgnored var name = ""
}

/// A hand-written conformance whose modifier breaks the contract: it never calls its body.
private struct SilentModifierState: ObservableState {
  var _$id = ObservableStateID()
  var storage = 0
  var value: Int {
    get { storage }
    set { storage = newValue }
  }

  mutating func _$willModify() {}

  static func _$modifier(at keyPath: AnyKeyPath) -> (any Sendable)? {
    keyPath == \SilentModifierState.value ? _StateModifier<Self, Int>(\.value) { _, _ in } : nil
  }
}
