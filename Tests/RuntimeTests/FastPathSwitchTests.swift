import Foundation
import Testing

@testable import ComposableRuntime

/// The switch that turns the runtime's fast paths off (`COMPOSABLE_RUNTIME_SAFE_PATHS=1`, read
/// by the package manifest) took effect in the build under test: `.ci/run` runs the suite both
/// ways, and each run checks that it tests what it says.
@Suite(.timeLimit(.minutes(5)))
struct FastPathSwitchTests {
  @Test func theBuildTakesTheFastPathsUnlessTheEnvironmentTurnsThemOff() {
    let off = ProcessInfo.processInfo.environment["COMPOSABLE_RUNTIME_SAFE_PATHS"] == "1"
    #expect(FastPaths.areEnabled == !off)
  }

  @Test func withoutTheFastPathsNoRegistrarIsUnboxedAndNoOffsetIsUsed() {
    struct Pair { var a = 0, b = 0 }
    let access = StateAccess(\Pair.b)
    #expect((access.offset != nil) == FastPaths.areEnabled)
    #expect(
      LazyRegistrar().isBoxed == (!FastPaths.areEnabled || !LazyRegistrar.registrarIsOneReference))
  }

  /// Each probe of a private runtime symbol passes on this toolchain, so the fast build tests
  /// the fast paths; a toolchain that changes a symbol's behaviour fails here by name, while the
  /// runtime itself falls back to the safe twin (docs/unsafe.md).
  @Test(.enabled(if: FastPaths.areEnabled, "probes run only in the build with the fast paths"))
  @MainActor
  func everyProbeOfARuntimeSymbolPassesOnThisToolchain() async {
    #expect(AmbientDependencies.symbolBehaves)
    #expect(EffectSchedule.globalHookBehaves)
    #expect(ClosureWords.probe())
    let store = TestStore(initialState: 0) { Reduce<Int, Int> { _, _ in .none } }
    let turn = await EffectSchedule.yieldTurn()
    #expect(turn != nil)
    let silent = EffectSchedule.mainHookIsSilent.load(ordering: .relaxed)
    #expect(!silent)
    withExtendedLifetime(store) {}
  }
}
