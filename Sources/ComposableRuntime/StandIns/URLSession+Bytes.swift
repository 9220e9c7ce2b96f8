#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  extension URLSession {
    /// A stand-in for Apple platforms' `URLSession.AsyncBytes` where FoundationNetworking lacks it
    /// (Linux): a response body's bytes, in order.
    public struct AsyncBytes: AsyncSequence, Sendable {
      /// One byte of the body.
      public typealias Element = UInt8
      let data: Data

      /// Hands out the body's bytes one at a time.
      public struct AsyncIterator: AsyncIteratorProtocol {
        var bytes: Data.Iterator

        /// The next byte, or `nil` at the end of the body.
        public mutating func next() async throws -> UInt8? {
          bytes.next()
        }
      }

      /// An iterator over the body's bytes.
      public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(bytes: data.makeIterator())
      }
    }

    /// A stand-in for Apple platforms' `bytes(from:)`: FoundationNetworking cannot stream a body
    /// into an async sequence, so this downloads the whole body, then hands its bytes out in order
    /// (progress computed over them arrives all at once, at the end).
    public func bytes(from url: URL) async throws -> (AsyncBytes, URLResponse) {
      let (data, response) = try await data(from: url)
      return (AsyncBytes(data: data), response)
    }

    /// A stand-in for Apple platforms' `bytes(for:)`, as `bytes(from:)`.
    public func bytes(for request: URLRequest) async throws -> (AsyncBytes, URLResponse) {
      let (data, response) = try await data(for: request)
      return (AsyncBytes(data: data), response)
    }
  }
#endif
