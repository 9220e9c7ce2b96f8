/// The modules an app may import that Linux lacks, and what a port does with each import.
public enum AppleOnlyModules {
  /// Imports a port drops: the declarations that needed them are removed (SwiftUI, UIKit,
  /// AppKit, and swift-navigation's helpers for them), or Linux's Foundation declares what is
  /// left (CoreGraphics' geometry types).
  public static let dropped: Set<String> = [
    "SwiftUI", "UIKit", "AppKit", "CoreGraphics", "SwiftUINavigation", "UIKitNavigation",
    "AppKitNavigation",
  ]

  /// Frameworks whose API no Linux module declares: a file importing one is left out whole.
  public static let missing: Set<String> = [
    "GameKit", "StoreKit", "AVFoundation", "AVKit", "SceneKit", "SpriteKit", "Speech",
    "CoreLocation", "MapKit", "Photos", "PhotosUI", "CloudKit", "HealthKit", "ARKit",
    "RealityKit", "AuthenticationServices", "UserNotifications", "WidgetKit", "ActivityKit",
    "CoreMotion", "CoreBluetooth", "Contacts", "ContactsUI", "EventKit", "EventKitUI",
    "LocalAuthentication", "SafariServices", "MessageUI", "WebKit", "CoreImage", "CoreML",
    "Vision", "NaturalLanguage", "CoreHaptics", "WatchKit", "AppIntents", "Charts", "TipKit",
    "SwiftData", "CoreData", "OSLog", "os", "Network", "QuartzCore", "Intents",
    "LinkPresentation", "PassKit", "QuickLook", "UniformTypeIdentifiers", "CoreText",
    "CoreMedia", "CoreAudio", "MediaPlayer", "Metal", "MetalKit", "ReplayKit", "CallKit",
    "PushKit", "CoreNFC", "CoreSpotlight", "BackgroundTasks", "DeviceCheck",
    "MultipeerConnectivity", "Darwin",
  ]
}
