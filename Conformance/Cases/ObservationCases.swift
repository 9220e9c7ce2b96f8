import Observation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var observationCases: [ConformanceCase] {
    fieldCases + structuralCases + storeCases
  }

  private static var fieldCases: [ConformanceCase] {
    [
      ConformanceCase(
        "OBS-01", "a read field notifies when assigned a new value; other fields do not"
      ) { context in
        var state = ObservedParent()
        let countRead = TrackedRead { _ = state.count }
        state.label = "other"
        try context.expect(!countRead.didFire, "changing an unread field notified")
        state.count = 1
        try context.expect(
          countRead.didFire, "assigning a new value to a read field did not notify")
      },
      ConformanceCase("OBS-01", "assigning an equal value with = notifies nothing; += notifies") {
        context in
        var state = ObservedParent()
        let assigned = TrackedRead { _ = state.count }
        state.count = 0
        try context.expect(!assigned.didFire, "assigning an equal Equatable value notified")
        let modified = TrackedRead { _ = state.count }
        state.count += 0
        try context.expect(modified.didFire, "an in-place mutation did not notify")
      },
      ConformanceCase(
        "OBS-02", "editing a child's field through its parent notifies only that field"
      ) { context in
        var state = ObservedParent(
          optional: ObservedChild(id: 1), rows: [ObservedChild(id: 1)], children: [ObservedChild()])
        let parentReads = [
          TrackedRead { _ = state.child }, TrackedRead { _ = state.optional },
          TrackedRead { _ = state.rows }, TrackedRead { _ = state.children },
        ]
        let fieldReads = [
          TrackedRead { _ = state.child.count }, TrackedRead { _ = state.optional?.count },
          TrackedRead { _ = state.rows[id: 1]?.count }, TrackedRead { _ = state.children[0].count },
        ]
        state.child.count += 1
        state.optional?.count += 1
        state.rows[id: 1]?.count += 1
        state.children[0].count += 1
        try context.expectEqual(parentReads.map(\.didFire), [false, false, false, false])
        try context.expectEqual(fieldReads.map(\.didFire), [true, true, true, true])
      },
    ]
  }

  private static var structuralCases: [ConformanceCase] {
    [
      ConformanceCase("OBS-03", "structural changes notify observers of the parent property") {
        context in
        var state = ObservedParent()
        let reads = [
          TrackedRead { _ = state.child }, TrackedRead { _ = state.optional },
          TrackedRead { _ = state.rows }, TrackedRead { _ = state.destination },
        ]
        state.child = ObservedChild(id: 7)
        state.optional = ObservedChild()
        state.rows.append(ObservedChild(id: 1))
        state.destination = .inert(1)
        try context.expectEqual(reads.map(\.didFire), [true, true, true, true])
      },
      ConformanceCase(
        "OBS-04", "identity: fresh at init, shared by copies, fresh per read for inert enum cases"
      ) { context in
        let child = ObservedChild()
        let copy = child
        try context.expect(child._$id == copy._$id, "a copy has another identity")
        try context.expect(
          ObservedChild()._$id != ObservedChild()._$id, "two new values share an identity")
        let inert = ObservedDestination.inert(1)
        try context.expect(
          inert._$id != inert._$id, "a non-observable payload kept its identity across reads")
        let feature = ObservedDestination.child(child)
        try context.expect(
          feature._$id == ObservedDestination.child(copy)._$id,
          "an observable payload's case lost its identity")
      },
      ConformanceCase(
        "OBS-04", "an identified array's observers see a reorder in place, and not an edit of a row"
      ) { context in
        var state = ObservedParent()
        // Twenty rows: past the size at which the ordered set of ids keeps a hash table.
        state.rows = IdentifiedArray(uniqueElements: (0..<20).map { ObservedChild(id: $0) })
        let edit = TrackedRead { _ = state.rows }
        state.rows[id: 3]?.count += 1
        try context.expect(!edit.didFire, "editing a row notified the observers of the array")
        // Each read is checked before the next change: a pending read fires at any later one.
        let swap = TrackedRead { _ = state.rows }
        state.rows.swapAt(0, 19)
        try context.expect(swap.didFire, "swapping two rows did not notify")
        let sort = TrackedRead { _ = state.rows }
        state.rows.sort { $0.id < $1.id }
        try context.expect(sort.didFire, "sorting the rows did not notify")
        let removal = TrackedRead { _ = state.rows }
        state.rows.removeLast()
        try context.expect(removal.didFire, "removing a row did not notify")
      },
      ConformanceCase(
        "OBS-04", "replacing a child from its own method with a copy of the original still notifies"
      ) { context in
        var state = ObservedParent()
        let original = state.child
        let read = TrackedRead { _ = state.child }
        state.child.replace(with: original)
        try context.expect(read.didFire, "the replacement did not notify the parent's observers")
      },
    ]
  }

  private static var storeCases: [ConformanceCase] {
    [
      ConformanceCase(
        "OBS-05", "a store notifies readers of its fields when a send replaces the root state"
      ) { context in
        let store = Store(initialState: ObservedParent(count: 0)) { ObservedFeature() }
        let unrelated = TrackedRead { _ = store.label }
        store.send(.incrementCount)
        try context.expect(!unrelated.didFire, "a change of an unread field notified")
        let replaced = TrackedRead { _ = store.label }
        store.send(.reset)
        try context.expect(replaced.didFire, "replacing the root state did not notify")
        let counted = TrackedRead { _ = store.count }
        store.send(.incrementCount)
        try context.expect(
          counted.didFire, "a reducer's field change did not reach store.count's reader")
      },
      ConformanceCase(
        "OBS-06",
        "scoping to an optional child: nil, then a cached store; presence notifies, edits do not"
      ) { context in
        let store = Store(initialState: ObservedParent()) { ObservedFeature() }
        // Typed as optional, so that TCA picks its optional-child overload, as its own tests do.
        @MainActor func optionalChild() -> StoreOf<ObservedChildFeature>? {
          store.scope(state: \.optional, action: \.optional)
        }
        try context.expect(optionalChild() == nil, "scoped to a nil child")
        let presence = TrackedRead { _ = optionalChild() }
        store.send(.present)
        try context.expect(presence.didFire, "presenting the child did not notify")
        let child = optionalChild()
        try context.expect(child != nil && child === optionalChild(), "no cached child store")
        let edits = TrackedRead { _ = optionalChild() }
        child?.send(.increment)
        try context.expectEqual(child?.count, 1)
        try context.expect(!edits.didFire, "an edit inside the child notified the parent's scope")
        store.send(.dismiss)
        try context.expect(edits.didFire, "dismissing the child did not notify")
        try context.expect(optionalChild() == nil, "scoped to a dismissed child")
      },
    ]
  }
}
