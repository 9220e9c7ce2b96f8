extension Sizes {
  /// The sizes as a command-line argument, `depth=1,width=10` (empty for none).
  public var argument: String {
    entries.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
  }

  /// Parses `depth=1,width=10`.
  public init?(argument: String) {
    guard !argument.isEmpty else {
      self.init()
      return
    }
    var entries: [SizeEntry] = []
    for part in argument.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, let value = Int(pair[1]) else { return nil }
      entries.append(SizeEntry(name: String(pair[0]), value: value))
    }
    self.init(entries)
  }
}
