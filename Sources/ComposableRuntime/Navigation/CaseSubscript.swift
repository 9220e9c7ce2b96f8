/// The write half of `path[id:case:]` and `$destination[case:]`: a write through the case the
/// value is in replaces it (nil removes it); a write through another case changes nothing and
/// reports `Can't modify unrelated case "name"`.
enum CaseSubscript {
  static func write<Root: CasePathable, Value>(
    _ newValue: Value?, through path: CaseKeyPath<Root, Value>, into root: inout Root?
  ) {
    write(newValue, through: AnyCasePath(path), into: &root)
  }

  /// The write through any case path, TCA 1.x's hand-built ones (`/State.child`) included.
  static func write<Root, Value>(
    _ newValue: Value?, through path: AnyCasePath<Root, Value>, into root: inout Root?
  ) {
    guard let current = root, path.extract(from: current) != nil else {
      let name = root.map { " \(caseName(of: $0).debugDescription)" } ?? ""
      reportRuntimeIssue("Can't modify unrelated case\(name)")
      return
    }
    root = newValue.map(path.embed)
  }

  /// The name of the case `value` is in.
  static func caseName(of value: Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? "\(value)"
  }
}

extension StackState where Element: CasePathable {
  /// The element with `id` as the case `path`: nil for a missing id or another case.
  ///
  /// ```swift
  /// state.path[id: id, case: \.detail]?.isEditing = true
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      var element = self[id: id]
      CaseSubscript.write(newValue, through: path, into: &element)
      self[id: id] = element
    }
  }
}
