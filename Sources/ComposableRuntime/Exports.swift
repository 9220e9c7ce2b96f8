@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ComposableSharing
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation

// On Apple platforms TCA's import brings Foundation (through SwiftUI and UIKit); feature code
// written there uses Date, UUID and URL with no import of its own, so this import brings it too.
// URLSession lives in FoundationNetworking off Apple platforms; client code written for Apple
// platforms never imports it, so the runtime's import brings it, as Foundation does there.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
