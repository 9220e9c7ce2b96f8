/// The observers of one root store: general ones, called after every send, and observers of
/// collection elements, called only after sends that may have changed their element.
@MainActor
@usableFromInline
final class ObserverRegistry {
  private typealias Observer = (id: Int, onChange: @MainActor () -> Void)
  // Unchecked: every access is on the main actor and copies or replaces the collection at once
  // (`notify` iterates a copy, so an observer that adds or removes observers changes the stored
  // collection, not the one being iterated), so the runtime's exclusivity check could never fire.
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  private var observers: [Observer] = []
  /// Observers of collection elements, by collection path and element id.
  #if !COMPOSABLE_RUNTIME_SAFE_PATHS
    @exclusivity(unchecked)
  #endif
  private var elementObservers: [AnyKeyPath: [AnyHashable: [Observer]]] =
    [:]
  {
    didSet { observedCollections = Array(elementObservers.keys) }
  }
  private var observedElements: [Int: ElementLocation] = [:]
  private var nextID = 0

  /// The collections some of whose elements are observed.
  private(set) var observedCollections: [AnyKeyPath] = []

  /// Whether no one observes.
  var isEmpty: Bool { observers.isEmpty && elementObservers.isEmpty }

  /// Adds `onChange`, as an observer of `element` when one is given; returns its id.
  func add(of element: ElementLocation?, _ onChange: @escaping @MainActor () -> Void) -> Int {
    let id = nextID
    nextID += 1
    if let element {
      elementObservers[element.collection, default: [:]][element.id, default: []].append(
        (id, onChange))
      observedElements[id] = element
    } else {
      observers.append((id, onChange))
    }
    return id
  }

  /// Removes the observer `id`.
  func remove(_ id: Int) {
    guard let element = observedElements.removeValue(forKey: id) else {
      return observers.removeAll { $0.id == id }
    }
    elementObservers[element.collection]?[element.id]?.removeAll { $0.id == id }
    if elementObservers[element.collection]?[element.id]?.isEmpty == true {
      elementObservers[element.collection]?[element.id] = nil
    }
    if elementObservers[element.collection]?.isEmpty == true {
      elementObservers[element.collection] = nil
    }
  }

  /// Calls every general observer, and of the element observers only those of elements that
  /// `changes` does not rule out.
  @usableFromInline
  func notify(changes: ChangeTracker?) {
    for observer in observers { observer.onChange() }
    guard !elementObservers.isEmpty else { return }
    for (collection, byID) in elementObservers {
      if let changed = changes?.changedElements(of: collection) {
        for id in changed { byID[id]?.forEach { $0.onChange() } }
      } else {
        for observers in byID.values { observers.forEach { $0.onChange() } }
      }
    }
  }
}
