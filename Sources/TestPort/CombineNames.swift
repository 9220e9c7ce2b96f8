/// The names that show a file uses Combine, which Linux lacks: its `import Combine` is dropped
/// only when its remaining code names none of them.
public enum CombineNames {
  /// Combine's types and protocols.
  public static let types: Set<String> = [
    "Combine", "Publisher", "AnyPublisher", "Just", "PassthroughSubject", "CurrentValueSubject",
    "AnyCancellable", "Cancellable", "Published", "ObservableObject", "ObservableObjectPublisher",
    "Subscribers", "Subscriber", "Subscription", "Subject", "Future", "Deferred", "Empty",
    "ConnectablePublisher", "AnyScheduler", "AnySchedulerOf",
  ]

  /// Operators and members only Combine's types have (`receive` is left out: `TestStore` has it).
  public static let members: Set<String> = [
    "sink", "eraseToAnyPublisher", "publisher", "publish", "autoconnect", "assign",
    "eraseToAnyScheduler", "objectWillChange",
  ]
}
