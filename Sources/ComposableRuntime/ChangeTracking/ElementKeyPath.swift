import OrderedCollections
@_spi(Reflection) import Swift

extension ElementLocation {
  /// The element of an identified collection or a stack that `keyPath` reads from `root`, when
  /// it is `\.collection[id: id]` or `\.stack[id: id]` for a property of `Root` and the element
  /// is present; located from `parent`, where `Root` lies in the root's state.
  static func read<Root, Value>(
    by keyPath: KeyPath<Root, Value>, in root: Root, from parent: StateLocation
  ) -> ElementLocation? {
    identified(by: keyPath, current: root[keyPath: keyPath], from: parent)
      ?? stacked(by: keyPath, in: root, from: parent)
  }

  /// The element that `keyPath` reads when it is `\.collection[id: id]` for an identified
  /// collection that is a property of `Root`, located from `parent` (where `Root` lies in the root's
  /// state); nil for any other key path, or when `current`, the value it reads now (an optional
  /// element), is nil.
  ///
  /// A store scoped by such a key path then observes like a `StoreCollection` element's store:
  /// only sends that may have changed its element call it back. The collection is found among
  /// `Root`'s stored properties and, for an `@ObservableState` root, its tracked properties; the
  /// match is exact (key path equality), so a key path that only looks similar is not taken for
  /// one.
  private static func identified<Root, Value>(
    by keyPath: KeyPath<Root, Value>, current: Value, from parent: StateLocation
  ) -> ElementLocation? {
    guard let element = current as? any Identifiable else { return nil }
    return identified(by: keyPath, element: element, from: parent)
  }

  private static func identified<Root, Value, Element: Identifiable>(
    by keyPath: KeyPath<Root, Value>, element: Element, from parent: StateLocation
  ) -> ElementLocation? {
    let elementPath = \IdentifiedArray<Element.ID, Element>.[id: element.id]
    for candidate in collectionCandidates(of: Root.self) {
      guard let collection = candidate as? KeyPath<Root, IdentifiedArray<Element.ID, Element>>,
        collection.appending(path: elementPath) as AnyKeyPath == keyPath,
        case .keyPath(let path) = parent.appending(collection)
      else { continue }
      return ElementLocation(collection: path, id: element.id)
    }
    return nil
  }

  /// The element that `keyPath` reads when it is `\.stack[id: id]` for a `StackState` that is a
  /// property of `Root`, located from `parent`; nil for any other key path, or an id not in the
  /// stack now. A stack element's store then observes like a `forEach` element's.
  private static func stacked<Root>(
    by keyPath: AnyKeyPath, in root: Root, from parent: StateLocation
  ) -> ElementLocation? {
    for candidate in collectionCandidates(of: Root.self) {
      guard let stack = root[keyPath: candidate] as? any ElementPathStack else { continue }
      let id = stack.ids.first { id in
        candidate.appending(path: type(of: stack).elementPath(id: id)) == keyPath
      }
      guard let id, case .keyPath(let path) = parent.appending(candidate) else { continue }
      return ElementLocation(collection: path, id: id)
    }
    return nil
  }

  /// The key paths of `Root`'s stored properties, and of its tracked ones if it is observable.
  private static func collectionCandidates<Root>(of _: Root.Type) -> [AnyKeyPath] {
    var candidates: [AnyKeyPath] = []
    if let observable = Root.self as? any ObservableState.Type {
      candidates += trackedKeyPaths(of: observable)
    }
    // Ignoring unknown fields: without it the walk stops at the first field it cannot describe
    // (a closure, say), and every collection declared after that field goes unseen. The raw
    // value is the standard library's `.ignoreUnknown`, a `static var` Swift 6 will not read
    // from here; `KeyPathRowStoreTests` fails if it stops meaning that.
    _ = _forEachFieldWithKeyPath(of: Root.self, options: _EachFieldOptions(rawValue: 1 << 1)) {
      _, keyPath in
      candidates.append(keyPath)
      return true
    }
    return candidates
  }

  private static func trackedKeyPaths<T: ObservableState>(of _: T.Type) -> [AnyKeyPath] {
    T._$trackedKeyPaths
  }
}

/// A stack whose elements key paths can name by id, whatever the element type.
private protocol ElementPathStack {
  var ids: OrderedSet<StackElementID> { get }
  static func elementPath(id: StackElementID) -> AnyKeyPath
}

extension StackState: ElementPathStack {
  fileprivate static func elementPath(id: StackElementID) -> AnyKeyPath {
    \Self.[id: id]
  }
}

/// The element a key-path-scoped core reads, looked up once: the lookup reflects on the
/// parent's state type, and its answer does not change while the element is present.
@MainActor
struct ElementLookup {
  private var found: ElementLocation??

  /// The element that `keyPath` reads from `parent`'s state, looked up the first time.
  mutating func element<ParentState, ParentAction, Value>(
    by keyPath: KeyPath<ParentState, Value>, in parent: Core<ParentState, ParentAction>
  ) -> ElementLocation? {
    if let found { return found }
    let element = ElementLocation.read(by: keyPath, in: parent.state, from: parent.location)
    found = .some(element)
    return element
  }
}
