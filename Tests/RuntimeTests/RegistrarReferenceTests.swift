import Observation
import Testing

@testable import ComposableRuntime

/// A registrar held as its one reference, or boxed where it is not, tells observers as the
/// registrar itself does, and copies of it share one registrar.
struct RegistrarReferenceTests {
  private struct Subject: Observable {
    var value = 0
  }

  @Test func thisToolchainsRegistrarIsOneReference() {
    #expect(
      RegistrarReference.registrarIsOneReference,
      "ObservationRegistrar is no longer one reference: states copy through a box (slower)")
  }

  @Test(arguments: [false, true])
  func aCopyTellsTheObserversOfTheOriginal(boxed: Bool) {
    let original = RegistrarReference(boxed: boxed)
    let copy = original
    let told = Told()
    withObservationTracking {
      original.withRegistrar { $0.access(Subject(), keyPath: \.value) }
    } onChange: {
      told.mark()
    }
    #expect(!told.value)
    copy.withRegistrar { $0.withMutation(of: Subject(), keyPath: \.value) {} }
    #expect(told.value)
  }

  @Test(arguments: [false, true])
  func anotherRegistrarTellsNoOne(boxed: Bool) {
    let observed = RegistrarReference(boxed: boxed)
    let told = Told()
    withObservationTracking {
      observed.withRegistrar { $0.access(Subject(), keyPath: \.value) }
    } onChange: {
      told.mark()
    }
    RegistrarReference(boxed: boxed).withRegistrar {
      $0.withMutation(of: Subject(), keyPath: \.value) {}
    }
    #expect(!told.value)
  }
}

/// Whether an observer was told, set from its `onChange`.
private final class Told: @unchecked Sendable {
  private(set) var value = false
  func mark() { value = true }
}
