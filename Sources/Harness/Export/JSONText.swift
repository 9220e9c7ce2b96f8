/// JSON appended straight to bytes, laid out byte for byte as `JSONEncoder` lays it out with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`.
///
/// An export of a long history writes gigabytes of samples, and JSONEncoder spends most of its
/// time boxing each one; this writes them in a third of the time. Members must be written in
/// ascending UTF-8 order of their keys, which `.sortedKeys` would have given.
struct JSONText {
  /// The text written so far.
  private(set) var bytes: [UInt8] = []
  /// The first number written that JSON cannot carry (an infinity or a NaN), if any.
  private(set) var nonFiniteNumber: Double?
  /// How many containers are open.
  private var depth = 0
  /// Whether the innermost open container has no element yet.
  private var containerIsEmpty = true

  /// Text reserving room for about `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// An array whose elements `body` writes, each after ``nextElement()``.
  mutating func array(_ body: (inout JSONText) -> Void) {
    container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
  }

  /// An object whose members `body` writes, each after ``member(_:)``.
  mutating func object(_ body: (inout JSONText) -> Void) {
    container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
  }

  /// An object of `dictionary`'s members in sorted key order, each value written by `value`.
  mutating func object<Value>(
    _ dictionary: [String: Value], _ value: (inout JSONText, Value) -> Void
  ) {
    let members = dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    object { text in
      for (key, member) in members {
        text.member(key)
        value(&text, member)
      }
    }
  }

  /// An array of `numbers`.
  mutating func array(_ numbers: [Double]) {
    array { text in
      for number in numbers {
        text.nextElement()
        text.number(number)
      }
    }
  }

  /// Starts the next element of the innermost container on a line of its own.
  mutating func nextElement() {
    if !containerIsEmpty { bytes.append(UInt8(ascii: ",")) }
    containerIsEmpty = false
    newLine()
  }

  /// Starts the member named `key` of the innermost object.
  mutating func member(_ key: String) {
    nextElement()
    string(key)
    bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
  }

  /// The member named `key` with the string `value`.
  mutating func member(_ key: String, _ value: String) {
    member(key)
    string(value)
  }

  /// The member named `key` with the whole number `value`.
  mutating func member(_ key: String, _ value: Int) {
    member(key)
    number(value)
  }

  /// The member named `key` with the number `value`.
  mutating func member(_ key: String, _ value: Double) {
    member(key)
    number(value)
  }

  /// A string, quoted, with quotes, backslashes and control characters escaped.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        bytes.append(byte)
      } else {
        escape(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A whole number.
  mutating func number(_ value: Int) {
    bytes.append(contentsOf: value.description.utf8)
  }

  /// A number in its shortest exact form, without a trailing `.0` (as JSONEncoder writes it).
  mutating func number(_ value: Double) {
    guard value.isFinite else {
      nonFiniteNumber = nonFiniteNumber ?? value
      return bytes.append(contentsOf: "null".utf8)
    }
    var digits = value.description
    digits.withUTF8 { digits in
      let isWhole =
        digits.count > 2 && digits[digits.count - 2] == UInt8(ascii: ".")
        && digits[digits.count - 1] == UInt8(ascii: "0")
      bytes.append(contentsOf: isWhole ? UnsafeBufferPointer(rebasing: digits.dropLast(2)) : digits)
    }
  }

  private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONText) -> Void) {
    bytes.append(open)
    let outerIsEmpty = containerIsEmpty
    depth += 1
    containerIsEmpty = true
    body(&self)
    depth -= 1
    // JSONEncoder leaves an empty line inside an empty container.
    if containerIsEmpty { bytes.append(UInt8(ascii: "\n")) }
    newLine()
    bytes.append(close)
    containerIsEmpty = outerIsEmpty
  }

  private mutating func newLine() {
    bytes.append(UInt8(ascii: "\n"))
    let indent = 2 * depth
    if indent <= Self.spaces.count {
      Self.spaces.withUnsafeBufferPointer {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(indent)))
      }
    } else {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }
  }

  /// The indentation of the deepest lines an export writes, appended as one copy.
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 16)

  /// `byte` (a quote, a backslash or a control character) as JSONEncoder escapes it.
  private mutating func escape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      let hex = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: [
        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
        hex[Int(byte & 0xF)],
      ])
    }
  }
}
