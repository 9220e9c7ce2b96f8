import ComposableRuntimeTestSupport
import Foundation
import Testing

/// What the runtime's import brings off Apple platforms so client code written there compiles
/// and works: `URLSession.bytes(from:)` and `URL.documentsDirectory`.
@Suite(.timeLimit(.minutes(5))) struct LinuxStandInTests {
  /// Served over HTTP on loopback by Python's `http.server` (FoundationNetworking fetches no
  /// `file:` URLs), which the machine's image and CI have.
  @Test func bytesFromAURLHandsOutTheWholeBodyInOrder() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let body = Data((0..<1_000).map { UInt8($0 % 251) })
    try body.write(to: directory.appendingPathComponent("body"))
    let bytes = try await LoopbackFileServer.serving(directory) { port in
      try await URLSession.shared.bytes(from: URL(string: "http://127.0.0.1:\(port)/body")!).0
    }
    var received = Data()
    for try await byte in bytes { received.append(byte) }
    #expect(received == body)
  }

  @Test func theDocumentsDirectoryIsADirectoryURL() {
    #expect(URL.documentsDirectory.isFileURL)
    #expect(
      URL.documentsDirectory.appending(component: "stats.json").lastPathComponent == "stats.json")
  }
}

/// Python's `http.server` serving a directory on 127.0.0.1, for as long as a test needs it.
private final class LoopbackFileServer {
  private let process = Process()

  init(directory: URL, port: Int) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory",
      directory.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// Serves `directory` on a free loopback port while `request` runs against it, trying
  /// another port if the server could not take its own (another process holds it).
  static func serving<R>(_ directory: URL, _ request: (Int) async throws -> R) async throws -> R {
    var attempt = 0
    while true {
      attempt += 1
      let port = Int.random(in: 20_000..<60_000)
      let server = try LoopbackFileServer(directory: directory, port: port)
      defer { server.stop() }
      do { return try await server.whenUp { try await request(port) } } catch ServerExited
        .beforeAnswering where attempt < 5
      {}
    }
  }

  /// Why the server gave up before it answered: its port was taken.
  enum ServerExited: Error { case beforeAnswering }

  /// Runs `request` until the server answers it. The deadline is long because starting Python on
  /// a loaded machine (CI beside other builds) took more than five seconds.
  func whenUp<R>(_ request: () async throws -> R) async throws -> R {
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
      do { return try await request() } catch  where ContinuousClock.now < deadline {
        guard process.isRunning else { throw ServerExited.beforeAnswering }
        try await Task.sleep(for: .milliseconds(50))
      }
    }
  }

  /// Ends the server with SIGKILL: a child of the test runner inherits its blocked SIGTERM, so
  /// `terminate()` would leave it running.
  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
