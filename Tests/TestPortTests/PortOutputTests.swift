import Foundation
import Testing

@testable import TestPort

@Suite struct PortOutputTests {
  @Test func anOutputInsideTheAppOrHoldingItIsRefused() throws {
    let folder = try AppFolder(["Feature/A.swift": "struct A {}\n"])
    #expect(throws: PortRefusal.self) {
      try PortOutput(output: folder.app + "/Port", app: folder.app)
    }
    #expect(throws: PortRefusal.self) { try PortOutput(output: folder.app, app: folder.app) }
    #expect(throws: PortRefusal.self) { try PortOutput(output: folder.root, app: folder.app) }
  }

  @Test func aFolderHoldingOtherFilesIsRefused() throws {
    let folder = try AppFolder(["Feature/A.swift": "struct A {}\n"])
    try folder.write("notes\n", to: "Other/notes.txt")
    #expect(throws: PortRefusal.self) {
      try PortOutput(output: folder.root + "/Other", app: folder.app)
    }
  }

  @Test func aPortReplacesThePreviousOneAndKeepsItsBuild() throws {
    let folder = try AppFolder(["Feature/A.swift": "struct A {}\n"])
    let output = folder.root + "/Port"
    try PortOutput(output: output, app: folder.app).write([
      "PORT-REPORT.md": "1\n", "Old.swift": "",
    ])
    try folder.write("built\n", to: "Port/.build/marker")
    try PortOutput(output: output, app: folder.app).write(["PORT-REPORT.md": "2\n"])
    let entries = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(entries == [".build", "PORT-REPORT.md"])
    #expect(try String(contentsOfFile: output + "/.build/marker", encoding: .utf8) == "built\n")
    let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.root)
    #expect(siblings.sorted() == ["App", "Port"])
  }
}
