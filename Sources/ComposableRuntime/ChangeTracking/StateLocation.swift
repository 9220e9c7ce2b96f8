/// Where a core's state lies in its root's state.
enum StateLocation {
  /// The root's state itself.
  case root
  /// The value at a key path from the root's state.
  case keyPath(AnyKeyPath)
  /// Somewhere no key path describes.
  case unknown

  /// The location of the value at `keyPath` from here.
  func appending(_ keyPath: AnyKeyPath) -> StateLocation {
    switch self {
    case .root: .keyPath(keyPath)
    case .keyPath(let path): path.appending(path: keyPath).map(StateLocation.keyPath) ?? .unknown
    case .unknown: .unknown
    }
  }
}

/// An element of an identified collection: the collection's key path from the root's state, and
/// the element's id.
struct ElementLocation {
  let collection: AnyKeyPath
  let id: AnyHashable
}
