import Foundation

/// The processes below given ones, read from `/proc` (empty where there is none, as on macOS).
enum ProcessTree {
  /// Every process whose parent, or a parent's parent, is one of `roots`, without the roots.
  static func descendants(of roots: Set<Int32>) -> Set<Int32> {
    let parents = parentsByProcess()
    var found: Set<Int32> = []
    var frontier = roots
    while !frontier.isEmpty {
      let next = Set(
        parents.compactMap { frontier.contains($0.value) && !found.contains($0.key) ? $0.key : nil }
      )
      found.formUnion(next)
      frontier = next.subtracting(roots)
    }
    return found.subtracting(roots)
  }

  /// Each running process's parent, from the fourth field of `/proc/PID/stat` (after the
  /// parenthesized command name, which may itself hold spaces and parentheses).
  private static func parentsByProcess() -> [Int32: Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var parents: [Int32: Int32] = [:]
    for case let pid? in entries.map({ Int32($0) }) {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
    }
    return parents
  }
}
