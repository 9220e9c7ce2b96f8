import Foundation
import Testing

@testable import ComposableRuntime

/// The switch that turns the runtime's fast paths off (`COMPOSABLE_RUNTIME_SAFE_PATHS=1`, read
/// by the package manifest) took effect in the build under test: `.ci/run` runs the suite both
/// ways, and each run checks that it tests what it says.
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
}
