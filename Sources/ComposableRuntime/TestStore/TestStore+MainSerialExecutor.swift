import Synchronization

extension TestStore {
  /// Whether the feature's effects run one at a time on the main actor (true from the store's
  /// creation until it goes away, when the value before it comes back); false runs them on the
  /// global executor, concurrently, as a `Store` does.
  public var useMainSerialExecutor: Bool {
    get { EffectSchedule.serializesGlobalJobs.load(ordering: .relaxed) }
    set { EffectSchedule.setSerializesGlobalJobs(newValue) }
  }
}
