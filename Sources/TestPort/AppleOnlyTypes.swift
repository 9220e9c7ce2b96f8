/// The types only Apple platforms declare (SwiftUI, UIKit, AppKit, CoreGraphics beyond its
/// geometry): code that names one cannot compile on Linux.
///
/// Names an app commonly gives its own nested types (`State`, `Environment`, `Alert`) are left
/// out, since a nested type is not always in lexical scope where it is named. `CGPoint`, `CGSize`,
/// `CGRect` and `CGFloat` are not listed: swift-corelibs-foundation declares
/// them. `Animation`, `Transaction` and `withAnimation` are not listed either: the runtime declares
/// stand-ins for them off Apple platforms.
public enum AppleOnlyTypes {
  /// Each type's name and the framework that declares it.
  public static let frameworkByType: [String: String] = {
    var table: [String: String] = [:]
    for name in swiftUI { table[name] = "SwiftUI" }
    for name in uiKit { table[name] = "UIKit" }
    for name in appKit { table[name] = "AppKit" }
    for name in coreGraphics { table[name] = "CoreGraphics" }
    for name in uiTesting { table[name] = "XCUITest" }
    return table
  }()

  /// The protocols a view, an app or a preview conforms to: such a type only draws.
  public static let viewProtocols: Set<String> = [
    "View", "App", "Scene", "PreviewProvider", "ViewModifier", "UIViewRepresentable",
    "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    "Shape", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "Commands",
    "ToolbarContent", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
    "NSApplicationDelegate",
  ]

  private static let swiftUI = [
    "SwiftUI", "View", "App", "Scene", "PreviewProvider", "ViewModifier", "ViewBuilder",
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable", "UIHostingController", "NSHostingController",
    "Shape", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "Commands",
    "ToolbarContent", "AnyView", "EmptyView", "ModifiedContent", "Text", "Image", "Color", "Font",
    "EditMode", "LocalizedStringKey", "Binding", "Bindable", "EnvironmentValues",
    "EnvironmentKey", "EnvironmentObject", "FocusState", "AppStorage", "SceneStorage",
    "StateObject", "ObservedObject", "Namespace", "GestureState", "NavigationPath",
    "NavigationStack", "NavigationLink", "NavigationView", "PresentationDetent", "ColorScheme",
    "ScenePhase", "DynamicTypeSize", "UnitPoint", "HorizontalAlignment", "VerticalAlignment",
    "ContentMode", "GeometryProxy", "GeometryReader", "WindowGroup", "LinearGradient",
    "RadialGradient", "Button", "Toggle", "TextField", "SecureField", "VStack", "HStack", "ZStack",
    "ScrollView", "Spacer", "Divider", "ForEach",
  ]
  private static let uiKit = [
    "UIKit", "UIApplication", "UIApplicationDelegate", "UIResponder", "UIView",
    "UIViewController", "UINavigationController", "UITableView", "UITableViewCell",
    "UICollectionView", "UILabel", "UIButton", "UITextField", "UIStackView", "UIImage", "UIColor",
    "UIFont", "UIScreen", "UIDevice", "UIWindow", "UIWindowScene", "UIScene", "UISceneDelegate",
    "UIWindowSceneDelegate", "UIAlertController", "UIAlertAction", "UIActivityIndicatorView",
    "UITraitCollection", "UIEdgeInsets", "UIEvent", "UITouch", "UIGestureRecognizer",
    "UITapGestureRecognizer", "UIPasteboard", "UIImpactFeedbackGenerator",
    "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UITableViewController",
    "UICollectionViewController", "UITabBarController", "UIPageViewController",
    "UISplitViewController", "UIScrollView", "UISwitch", "UISlider", "UIStepper", "UIImageView",
    "UITextView", "UISegmentedControl", "UIControl", "UIBarButtonItem", "UINavigationItem",
    "UIMenu", "UIAction", "UILayoutGuide", "NSLayoutConstraint",
  ]
  private static let appKit = [
    "AppKit", "NSApplication", "NSApplicationDelegate", "NSView", "NSViewController", "NSWindow",
    "NSColor", "NSImage", "NSFont", "NSAlert", "NSPasteboard",
  ]
  private static let coreGraphics = ["CGColor", "CGImage", "CGContext", "CGPath"]
  private static let uiTesting = [
    "XCUIApplication", "XCUIElement", "XCUIElementQuery", "XCUIDevice", "XCUIScreen",
  ]

  /// How a report names `name`'s origin: "SwiftUI's `Color`".
  public static func describe(_ name: String) -> String {
    guard let framework = frameworkByType[name] ?? FoundationGaps.typeNames[name] else {
      return "`\(name)`"
    }
    return "\(framework)'s `\(name)`"
  }
}
