#if !canImport(ObjectiveC) && canImport(XCTest)
  import ConcurrencyExtras
  import XCTest

  /// The XCTest test case that is running, which swift-corelibs-xctest does not name: an
  /// observer registered as the test bundle loads keeps it.
  enum RunningTestCase {
    // Unchecked: XCTest runs one test at a time and calls observers on the thread that runs it.
    private static let running = LockIsolated<UncheckedSendable<XCTestCase>?>(nil)

    /// The running test case, or nil outside one.
    static var current: XCTestCase? { running.value?.value }

    fileprivate static func set(_ testCase: UncheckedSendable<XCTestCase>?) {
      running.setValue(testCase)
    }
  }

  /// Keeps ``RunningTestCase`` current.
  private final class RunningTestCaseObserver: NSObject, XCTestObservation, Sendable {
    func testCaseWillStart(_ testCase: XCTestCase) {
      RunningTestCase.set(UncheckedSendable(testCase))
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      RunningTestCase.set(nil)
    }
  }

  /// Registers the observer; the loader calls it before the first test starts, since a test that
  /// expects failures from its first line on must already be known (docs/unsafe.md).
  @_cdecl("composable_runtime_register_test_observer")
  func registerRunningTestCaseObserver() {
    XCTestObservationCenter.shared.addTestObserver(RunningTestCaseObserver())
  }

  #if os(Linux)
    /// The loader's entry: an ELF initializer (SE-0492's `@section`), run as the bundle loads.
    @used @section(".init_array")
    private let registerAtLoad: @convention(c) () -> Void = registerRunningTestCaseObserver
  #endif
#endif
