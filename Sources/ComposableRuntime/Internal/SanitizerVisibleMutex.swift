#if COMPOSABLE_RUNTIME_SANITIZER_LOCKS
  import ComposableSharing

  /// This module's `Mutex` in a build for ThreadSanitizer: it shadows Synchronization's with the
  /// lock the sanitizer can see (`SanitizerVisibleMutex`, docs/unsafe.md, "Sanitizers").
  typealias Mutex<Value> = SanitizerVisibleMutex<Value>
#endif
