import OrderedCollections

/// The state of a navigation stack: its elements in push order, each with the
/// ``StackElementID`` it was given when it was inserted.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // in the reducer:
/// state.path.append(.detail(Detail.State()))
/// ```
///
/// Equality, hashing and dumps include the ids: the same elements under other ids differ.
public struct StackState<Element> {
  private var elements: OrderedDictionary<StackElementID, Element> = [:]
  /// The ids whose dismissal channel the stack's `forEach` has set up (and not yet torn down).
  var mountedIDs: OrderedSet<StackElementID> = []

  /// An empty stack.
  public init() {}

  /// A stack of `elements`, each given a fresh id.
  public init(_ elements: some Sequence<Element>) {
    append(contentsOf: elements)
  }

  /// The ids of the elements, bottom to top.
  public var ids: OrderedSet<StackElementID> {
    elements.keys
  }

  /// The element with `id`; nil if there is none.
  ///
  /// Assigning to a missing id appends the element under that id in tests (so that assertions
  /// can describe a push) and reports an issue elsewhere. Assigning nil removes the element.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    set {
      if elements.keys.contains(id) || newValue == nil || isTesting {
        elements[id] = newValue
      } else {
        reportRuntimeIssue("Can't assign element at missing ID.")
      }
    }
  }

  /// Removes the element with `id` and every element above it; does nothing for an unknown id.
  public mutating func pop(from id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange(index...)
  }

  /// Removes every element above the one with `id`; does nothing for an unknown id.
  public mutating func pop(to id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange((index + 1)...)
  }

  /// Runs `body` on the element with `id` in place; nil, without running it, if there is none.
  mutating func modifyElement<Result>(
    id: StackElementID, _ body: (inout Element) -> Result
  ) -> Result? {
    guard let index = elements.index(forKey: id) else { return nil }
    return body(&elements.values[index])
  }

  /// Inserts `element` under a specific `id`, as a `.push(id:state:)` action does.
  mutating func insert(_ element: Element, id: StackElementID) {
    elements[id] = element
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { elements.values.startIndex }
  public var endIndex: Int { elements.values.endIndex }

  public subscript(position: Int) -> Element {
    get { elements.values[position] }
    _modify { yield &elements.values[position] }
  }

  /// Replaces the elements in `subrange`; each inserted element gets a fresh id.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    @Dependency(\.stackElementID) var nextID
    var ids = Array(elements.keys)
    var values = Array(elements.values)
    ids.replaceSubrange(subrange, with: newElements.map { _ in nextID() })
    values.replaceSubrange(subrange, with: newElements)
    elements = OrderedDictionary(uncheckedUniqueKeys: ids, values: values)
  }

  /// Appends `element` under a fresh id.
  public mutating func append(_ element: Element) {
    @Dependency(\.stackElementID) var nextID
    elements[nextID()] = element
  }

  /// Removes and returns the top element.
  @discardableResult
  public mutating func removeLast() -> Element {
    elements.removeLast().value
  }

  /// Removes every element.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, each given a fresh id.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements as a list; each gets a fresh id.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as a list, without their ids.
  public func encode(to encoder: any Encoder) throws {
    try Array(elements.values).encode(to: encoder)
  }
}

extension StackState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: elements.map {
        (label: String?.none, value: (key: AnyHashable($0.key), value: $0.value as Any))
      },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  public var description: String {
    "[" + elements.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

extension StackState: CustomDebugStringConvertible {
  /// The stack's type, then its elements by id.
  public var debugDescription: String {
    "\(Self.self)(\(description))"
  }
}
