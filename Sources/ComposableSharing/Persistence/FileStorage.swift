import Dependencies
import Foundation

/// Where `.fileStorage` keys read and write files: the file system, or (in tests) memory.
public struct FileStorage: Sendable {
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  let observe: @Sendable (URL, @escaping @Sendable (Data?) -> Void) -> SharedSubscription

  /// The file system: atomic writes, and changes made by other programs picked up by polling the
  /// file's modification date and size (Linux has no portable file-change source in Dispatch).
  public static let fileSystem = FileStorage(
    load: { url in try FileSystemFiles.read(url) },
    save: { data, url in try FileSystemFiles.write(data, to: url) },
    observe: { url, onChange in FileSystemFiles.poll(url, onChange: onChange) }
  )

  /// Files kept in memory, each storage its own: what tests get, so none touches the disk.
  public static func inMemory() -> FileStorage {
    let files = InMemoryFiles()
    return FileStorage(
      load: { files[$0] },
      save: { data, url in files.write(data, to: url) },
      observe: { url, onChange in files.observe(url, onChange: onChange) }
    )
  }

  /// Writes `data` at `url` as another program would: subscribers of the file see the change.
  public func write(_ data: Data, to url: URL) throws {
    try save(data, url)
  }

  /// The bytes at `url`, or `nil` if there is no such file.
  public func read(_ url: URL) throws -> Data? {
    try load(url)
  }
}

/// Files kept in memory, with the subscribers of each.
private final class InMemoryFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [URL: Data] = [:]
  private var observers: [URL: [UUID: @Sendable (Data?) -> Void]] = [:]

  subscript(url: URL) -> Data? { lock.withLock { files[url] } }

  func write(_ data: Data, to url: URL) {
    let toNotify = lock.withLock {
      files[url] = data
      return Array(observers[url, default: [:]].values)
    }
    for observer in toNotify { observer(data) }
  }

  func observe(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription {
    let id = UUID()
    lock.withLock { observers[url, default: [:]][id] = onChange }
    return SharedSubscription { [weak self] in
      self?.lock.withLock { self?.observers[url]?[id] = nil }
    }
  }
}

/// Reading, writing and watching real files.
private enum FileSystemFiles {
  static func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  static func poll(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription
  {
    let lastStamp = LastSeen(stamp(of: url))
    return Polling.every {
      let now = Self.stamp(of: url)
      guard lastStamp.exchange(now) != now else { return }
      onChange(try? read(url))
    }
  }

  /// What tells one version of a file from the next: modification date and size.
  private static func stamp(of url: URL) -> [String] {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return []
    }
    return ["\(attributes[.modificationDate] ?? "")", "\(attributes[.size] ?? "")"]
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static var testValue: FileStorage { .inMemory() }
}

extension DependencyValues {
  /// Where `.fileStorage` keys keep their files: the file system live, memory in tests.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}
