extension Reducer {
  /// Prints every action this reducer receives and the resulting state change, as a
  /// custom-dump diff, to `printer`.
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// −   count: 0
  /// +   count: 1
  ///   )
  /// ```
  public func _printChanges(
    _ printer: _ChangePrinter = .standardOutput
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// Where `_printChanges` writes what it prints.
public struct _ChangePrinter: Sendable {
  let write: @Sendable (String) -> Void

  /// A printer that hands each printed block to `write`.
  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Prints to standard output.
  public static var standardOutput: Self {
    Self { print($0, terminator: "") }
  }
}

/// The reducer `_printChanges` returns.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ChangePrinter

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = _run(base, into: &state, action: action)
    var output = "received action:\n"
    customDump(action, to: &output, indent: 2)
    output += "\n"
    if let difference = diff(before, state) {
      output += difference + "\n"
    } else {
      output += "  (No state changes)\n"
    }
    printer.write(output)
    return effect
  }
}
