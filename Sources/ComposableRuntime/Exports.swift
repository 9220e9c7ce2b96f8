@_exported import CasePaths
@_exported import Clocks
@_exported import ComposableSharing
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
// URLSession lives in FoundationNetworking off Apple platforms; client code written for Apple
// platforms never imports it, so the runtime's import brings it, as Foundation does there.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
