/// What a running `.run` effect needs to know about the store that started it.
struct EffectContext: Sendable {
  let registry: CancellationRegistry
  let path: NavigationPath

  @TaskLocal static var current: EffectContext?
}
