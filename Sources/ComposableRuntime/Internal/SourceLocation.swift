/// Where in the source a reducer, effect or assertion was written, for runtime issues.
@usableFromInline
struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
