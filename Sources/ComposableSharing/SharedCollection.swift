import IdentifiedCollections

// A shared identified collection split into its elements, each shared through the collection:
// what a list hands its rows (`ForEach(Array($todos))`).

extension RangeReplaceableCollection {
  /// The elements of `shared`, in order, each a shared value writing through to the collection.
  public init<Value: _MutableIdentifiedCollection>(_ shared: Shared<Value>)
  where Element == Shared<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let ids = shared.wrappedValue.ids
    reserveCapacity(ids.count)
    for id in ids {
      guard let element = Shared(shared[id: id]) else { continue }
      append(element)
    }
  }

  /// The elements of `shared`, in order, each read through the collection.
  public init<Value: _IdentifiedCollection>(_ shared: SharedReader<Value>)
  where Element == SharedReader<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let ids = shared.wrappedValue.ids
    reserveCapacity(ids.count)
    for id in ids {
      guard let element = SharedReader(shared[id: id]) else { continue }
      append(element)
    }
  }
}
