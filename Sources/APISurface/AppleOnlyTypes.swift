/// The types that exist only on Apple platforms (SwiftUI, UIKit, AppKit, OSLog): a TCA
/// declaration that names one cannot be compiled on Linux, so TCA's Linux build leaves it out
/// (`docs/tca-on-linux.md` guards each with `canImport(SwiftUI)` or `canImport(OSLog)`).
enum AppleOnlyTypes {
  /// Each type's name and the framework that declares it.
  static let frameworkByType: [String: String] = {
    var table: [String: String] = [:]
    for name in swiftUI { table[name] = "SwiftUI" }
    for name in uiKit { table[name] = "UIKit" }
    for name in appKit { table[name] = "AppKit" }
    for name in osLog { table[name] = "OSLog" }
    return table
  }()

  private static let swiftUI = [
    "Animation", "Transaction", "Binding", "Bindable", "View", "ViewModifier", "ViewBuilder",
    "ToolbarContent", "Scene", "Alert", "ActionSheet", "Text", "LocalizedStringKey",
    "ObservedObject", "StateObject", "EnvironmentValues", "EnvironmentKey", "NavigationStack",
    "NavigationLink", "NavigationPath", "Color", "Image", "AnyView", "ForEach", "SwiftUI",
    "ModifiedContent", "EmptyView", "Namespace", "FocusState", "PresentationDetent",
    "LocalizedStringResource",
  ]
  private static let uiKit = [
    "UIViewController", "UIAlertController", "UINavigationController", "UIView",
    "UIApplication", "UIKit", "UITraitCollection",
  ]
  private static let appKit = ["NSViewController", "NSAlert", "NSWindow", "AppKit"]
  private static let osLog = ["OSLog", "OSLogType", "OSSignposter", "OSSignpostID", "os_log"]

  /// The reason a declaration whose text names `identifiers` is Apple-only, or nil.
  static func reason(naming identifiers: some Sequence<String>) -> String? {
    for name in identifiers {
      if let framework = frameworkByType[name] { return "names \(framework)'s `\(name)`" }
    }
    return nil
  }
}
