import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key that keeps a `Codable` value as JSON in the file at `url` and picks up changes other
  /// programs make to it.
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL, decoder: JSONDecoder = JSONDecoder(), encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(
      url: url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) }
    )
  }
}

/// Keeps a shared value in a file, through `defaultFileStorage`.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let url: URL
  private let storage: FileStorage
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data
  /// The bytes this key last read or wrote, so its own writes do not come back as changes.
  private let lastData = LastSeen<Data?>(nil)

  init(
    url: URL, decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url
    self.storage = storage
    self.decode = decode
    self.encode = encode
  }

  /// The file's URL.
  public var id: URL { url }

  /// Decodes the file, or keeps the initial value if there is no file.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: Result { try storage.load(url).map(decodeRemembering) })
  }

  /// Pushes the file's new contents whenever it changes (a deleted file: the initial value).
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    storage.observe(url) { data in
      guard lastData.exchange(data) != data else { return }
      subscriber.yield(with: Result { try data.map(decode) })
    }
  }

  /// Encodes `value` as JSON and writes the file.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(
      with: Result {
        let data = try encode(value)
        _ = lastData.exchange(data)
        try storage.save(data, url)
      })
  }

  private func decodeRemembering(_ data: Data) throws -> Value {
    _ = lastData.exchange(data)
    return try decode(data)
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(path)`.
  public var description: String { ".fileStorage(\(url.path))" }
}
