/// Leaves out the files that need what the port removed or left out, as far as names tell: a
/// ported file goes too when it spells a top-level type its module, or a module it depends on,
/// lost, or a dependency (a member of `extension DependencyValues`, reached as
/// `@Dependency(\.name)` or `$0.name`) only a left-out file declared — until no more go.
///
/// The limit: only these names are followed. A file that calls a removed function or member,
/// or names a lost type through another module's qualified path, is still ported, and the build
/// says so; an enum case spelled like a lost dependency leaves its file out.
struct LostDeclarations {
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
        guard let reason = missingDeclaration(for: file, reasons) else { continue }
        reasons[index, default: []].append(reason)
        changed = true
      }
    }
    return reasons
  }

  private func isPorted(_ index: Int, _ reasons: [Int: [LeaveOutReason]]) -> Bool {
    files[index].findings.leaveOutReasons.isEmpty && reasons[index, default: []].isEmpty
  }

  /// What was lost, seen from `module`: each name with where it went, and what remains.
  private struct Losses {
    var types: [String: String] = [:]
    var declaredTypes: Set<String> = []
    var dependencies: [String: String] = [:]
    var declaredDependencies: Set<String> = []
  }

  private func losses(seenFrom module: String, _ reasons: [Int: [LeaveOutReason]]) -> Losses {
    let visible = dependencies[module, default: []].union([module])
    var losses = Losses()
    for (index, other) in files.enumerated() where visible.contains(other.module) {
      let found = other.findings
      for name in found.removedTypes { losses.types[name] = "removed from `\(other.path)`" }
      if isPorted(index, reasons) {
        losses.declaredTypes.formUnion(found.declaredTypes)
        losses.declaredDependencies.formUnion(found.dependencyMembers)
      } else {
        for name in found.declaredTypes { losses.types[name] = "left out with `\(other.path)`" }
        for name in found.dependencyMembers {
          losses.dependencies[name] = "declared in `\(other.path)`, left out"
        }
      }
    }
    return losses
  }

  private func missingDeclaration(for file: SourceFilePort, _ reasons: [Int: [LeaveOutReason]])
    -> LeaveOutReason?
  {
    let losses = losses(seenFrom: file.module, reasons)
    let found = file.findings
    if let name = found.names.filter({
      losses.types[$0] != nil && !losses.declaredTypes.contains($0)
    }).min() {
      return LeaveOutReason(reason: "needs `\(name)`, \(losses.types[name]!)", line: nil)
    }
    let dependency = found.members.filter {
      losses.dependencies[$0] != nil && !losses.declaredDependencies.contains($0)
    }.min()
    return dependency.map {
      LeaveOutReason(
        reason: "needs the dependency `\\.\($0)`, \(losses.dependencies[$0]!)", line: nil)
    }
  }
}
