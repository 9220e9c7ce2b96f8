/// Leaves out the files that need a type the port removed or left out, as far as names tell: a
/// ported file that spells a top-level type name its module, or a module it depends on, lost —
/// and that no ported file there declares — goes too, until no more go.
///
/// The limit: only type names are followed. A file that calls a removed function or member, or
/// that names a lost type only through a qualified path of another module, is still ported, and
/// the build says so.
struct LostTypes {
  /// The files, across all modules, in a fixed order.
  let files: [SourceFilePort]
  /// Each module's app-module dependencies, transitively.
  let dependencies: [String: Set<String>]

  /// Reasons to leave out each file (by index) beyond its own, given `initial` reasons.
  func reasons(initial: [Int: [LeaveOutReason]]) -> [Int: [LeaveOutReason]] {
    var reasons = initial
    var changed = true
    while changed {
      changed = false
      for (index, file) in files.enumerated() where isPorted(index, reasons) {
        guard let reason = missingType(for: file, reasons) else { continue }
        reasons[index, default: []].append(reason)
        changed = true
      }
    }
    return reasons
  }

  private func isPorted(_ index: Int, _ reasons: [Int: [LeaveOutReason]]) -> Bool {
    files[index].findings.leaveOutReasons.isEmpty && reasons[index, default: []].isEmpty
  }

  private func missingType(for file: SourceFilePort, _ reasons: [Int: [LeaveOutReason]])
    -> LeaveOutReason?
  {
    let visible = dependencies[file.module, default: []].union([file.module])
    var lost: [String: String] = [:]
    var declared: Set<String> = []
    for (index, other) in files.enumerated() where visible.contains(other.module) {
      for name in other.findings.removedTypes { lost[name] = "removed from `\(other.path)`" }
      if isPorted(index, reasons) {
        declared.formUnion(other.findings.declaredTypes)
      } else {
        for name in other.findings.declaredTypes { lost[name] = "left out with `\(other.path)`" }
      }
    }
    guard let name = file.findings.names.filter({ lost[$0] != nil && !declared.contains($0) }).min()
    else { return nil }
    return LeaveOutReason(reason: "needs `\(name)`, \(lost[name]!)", line: nil)
  }
}
