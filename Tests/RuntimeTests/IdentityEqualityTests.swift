import Testing

@testable import ComposableRuntime

/// `_$isIdentityEqual` reached with a type known only at run time (a generic context), where it
/// asks the metatype whether the value is an observable state before comparing identities.
struct IdentityEqualityTests {
  @ObservableState
  struct Row: Equatable {
    var count = 0
  }

  /// Calls the unconstrained overload, as a generic tracked property's accessors do.
  private func generically<T>(_ lhs: T, _ rhs: T) -> Bool {
    _$isIdentityEqual(lhs, rhs)
  }

  @Test func copiesOfAnObservableStateAreIdentityEqualThroughTheGenericOverload() {
    let row = Row()
    var edited = row
    edited.count = 1
    #expect(generically(row, row))
    #expect(generically(row, edited))
    #expect(!generically(row, Row()))
  }

  @Test func valuesThatAreNotObservableStatesAreNeverIdentityEqual() {
    #expect(!generically("same", "same"))
    #expect(!generically([1, 2], [1, 2]))
    #expect(!generically(1, 1))
  }

  /// More types than the remembered answers have slots (400 array types, each asked between
  /// two questions about `Row`): each type's answer stays right when another took its slot.
  @Test func rememberedAnswersSurviveTypesSharingASlot() {
    for type in Self.nestedArrayTypes(of: Int.self, depth: 400) {
      #expect(ObservableStateTypes.contains(Row.self))
      #expect(!ObservableStateTypes.contains(type), "\(type)")
      #expect(ObservableStateTypes.contains(Row.self))
    }
  }

  /// `[T]`, `[[T]]`, … down to `depth` levels: distinct metatypes made at run time.
  private static func nestedArrayTypes<T>(of _: T.Type, depth: Int) -> [Any.Type] {
    depth == 0 ? [] : [[T].self] + nestedArrayTypes(of: [T].self, depth: depth - 1)
  }
}
