/// A reducer made only of other reducers, which it runs through `Reducer._run(_:into:action:)`
/// or, for a child, ``ChildRunning``: it changes no state itself.
///
/// The change tracker does not compare the state of a composition before and after it runs, so
/// the marker must never be put on a reducer that changes state by itself: its changes would go
/// unseen by the observers of collection elements (`ChangeTrackingContractTests` pins both
/// halves). Every conformance is listed below, in one place, so that the contract is checked by
/// reading one file; the reducers that run a child conform through ``ChildRunning``.
@usableFromInline
protocol _ReducerComposition {}

// Builders and combinators: they run their children and merge their effects.
extension _SequenceReducer: _ReducerComposition {}
extension _ConditionalReducer: _ReducerComposition {}
extension _ArrayReducer: _ReducerComposition {}
extension Optional: _ReducerComposition {}
extension CombineReducers: _ReducerComposition {}
extension EmptyReducer: _ReducerComposition {}

// Wrappers: they run the reducer they wrap, with something around it.
extension _DependencyKeyWritingReducer: _ReducerComposition {}
extension _OnChangeReducer: _ReducerComposition {}
extension _PrintChangesReducer: _ReducerComposition {}
extension TestReducer: _ReducerComposition {}
