/// A reducer made only of other reducers, which it runs through ``_run(_:into:action:)``: it
/// changes no state itself.
///
/// The change tracker does not compare the state of a composition before and after it runs, so
/// the marker must never be put on a reducer that changes state by itself: its changes would go
/// unseen by the observers of collection elements (`ChangeTrackingContractTests` pins both
/// halves). Every conformance is listed below, in one place, so that the contract is checked by
/// reading one file.
@usableFromInline
protocol _ReducerComposition {}

// Builders and combinators: they run their children and merge their effects.
extension _SequenceReducer: _ReducerComposition {}
extension _ConditionalReducer: _ReducerComposition {}
extension _ArrayReducer: _ReducerComposition {}
extension Optional: _ReducerComposition {}
extension CombineReducers: _ReducerComposition {}
extension EmptyReducer: _ReducerComposition {}

// Scoping reducers: each runs its child on a part of the state, then its parent. Those that
// also change the state themselves (a dismissal sets it to nil) mark that change unlocated.
extension Scope: _ReducerComposition {}
extension _ForEachReducer: _ReducerComposition {}
extension _IfLetReducer: _ReducerComposition {}
extension _IfCaseLetReducer: _ReducerComposition {}
extension _PresentationReducer: _ReducerComposition {}
extension _StackReducer: _ReducerComposition {}

// Wrappers: they run the reducer they wrap, with something around it.
extension _DependencyKeyWritingReducer: _ReducerComposition {}
extension _OnChangeReducer: _ReducerComposition {}
extension _PrintChangesReducer: _ReducerComposition {}
extension TestReducer: _ReducerComposition {}
