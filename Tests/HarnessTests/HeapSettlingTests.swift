import Foundation
import Testing

@testable import Harness

/// Points are measured one after another in one process, so the harness settles the heap
/// between them: what one point freed must not slow the next one's allocations.
@Suite struct HeapSettlingTests {
  #if os(Linux)
    @Test func settlingReturnsTheFreedPagesInsideTheHeapToTheSystem() throws {
      #expect(HeapSettling.isAvailable)
      let (blocks, size) = (2_000, 65_536)
      var kept: [UnsafeMutableRawPointer] = []
      var freed: [UnsafeMutableRawPointer] = []
      for index in 0..<(2 * blocks) {
        let block = try #require(malloc(size))
        memset(block, 1, size)
        if index.isMultiple(of: 2) { freed.append(block) } else { kept.append(block) }
      }
      for block in freed { free(block) }
      let before = try #require(residentBytes())
      HeapSettling.settle()
      let after = try #require(residentBytes())
      for block in kept { free(block) }
      // 131 MB were freed between blocks still in use, so only trimming inside the heap
      // can give their pages back.
      #expect(before - after > 65_000_000)
    }

    private func residentBytes() -> Int? {
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return nil
      }
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
      return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
  #endif
}
