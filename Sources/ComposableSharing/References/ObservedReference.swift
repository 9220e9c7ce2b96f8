import Observation

/// A reference whose readers observation tracking registers: the non-generic root of the one key
/// path (`change`) that its registrar's accesses and mutations name.
///
/// A key path literal rooted in a generic class is instantiated, its generic arguments demangled,
/// every time it is evaluated: `\SharedBox<Value>.value` cost about 9,600 instructions per read
/// of a shared value. `\ObservedReference.change` is instantiated once per process.
class ObservedReference: Observable, @unchecked Sendable {
  /// What readers register under: any change of the reference's value. It holds nothing.
  final var change: Void { () }

  /// The key path every access and mutation of this reference names.
  fileprivate static var changeKeyPath: KeyPath<ObservedReference, Void> { \.change }
}

extension ObservationRegistrar {
  /// Registers a read of `reference`'s value with the observation tracking around it.
  func access(_ reference: ObservedReference) {
    access(reference, keyPath: ObservedReference.changeKeyPath)
  }

  /// Runs `mutation` of `reference`'s value, telling its observers.
  func withMutation<T>(of reference: ObservedReference, _ mutation: () throws -> T) rethrows -> T {
    try withMutation(of: reference, keyPath: ObservedReference.changeKeyPath, mutation)
  }
}
