/// Whether this build of the runtime takes its fast paths: the steps outside what Swift
/// promises that `docs/unsafe.md` lists (a private runtime symbol, raw offsets, comparison by
/// bytes, unchecked exclusivity). A build with `COMPOSABLE_RUNTIME_SAFE_PATHS=1` in the
/// environment takes the safe twin of each instead; the test suite passes both ways.
@usableFromInline
enum FastPaths {
  /// True in a normal build; false in a build with `COMPOSABLE_RUNTIME_SAFE_PATHS`. A constant,
  /// so that the branches on it fold away.
  @inlinable
  static var areEnabled: Bool {
    #if COMPOSABLE_RUNTIME_SAFE_PATHS
      false
    #else
      true
    #endif
  }
}
