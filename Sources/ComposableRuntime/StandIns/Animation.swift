#if canImport(SwiftUI)
  @_exported import SwiftUI
#else
  /// A stand-in for SwiftUI's `Animation` where SwiftUI does not exist (Linux): feature code that
  /// sends actions with an animation compiles unchanged, and the animation is ignored, since
  /// nothing draws.
  public struct Animation: Hashable, Sendable {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The platform's default animation.
    public static let `default` = Animation("default")
    /// An ease-in-out curve.
    public static let easeInOut = Animation("easeInOut")
    /// An ease-in curve.
    public static let easeIn = Animation("easeIn")
    /// An ease-out curve.
    public static let easeOut = Animation("easeOut")
    /// A linear curve.
    public static let linear = Animation("linear")
    /// A spring.
    public static let spring = Animation("spring")
    /// A bouncy spring.
    public static let bouncy = Animation("bouncy")
    /// A smooth spring.
    public static let smooth = Animation("smooth")
    /// A snappy spring.
    public static let snappy = Animation("snappy")
    /// An interactive spring.
    public static let interactiveSpring = Animation("interactiveSpring")

    /// An ease-in-out curve of `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
      Animation("easeInOut(\(duration))")
    }
    /// An ease-in curve of `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    /// An ease-out curve of `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    /// A linear curve of `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    /// A spring with the given parameters.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
      Animation("spring(\(response), \(dampingFraction), \(blendDuration))")
    }
    /// A spring of `duration` seconds and `bounce`.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation {
      Animation("spring(\(duration), \(bounce))")
    }
    /// An interpolating spring.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
      Animation("interpolatingSpring(\(mass), \(stiffness), \(damping), \(initialVelocity))")
    }
    /// An interpolating spring of `duration` seconds and `bounce`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0) -> Animation
    {
      Animation("interpolatingSpring(\(duration), \(bounce))")
    }
    /// This animation, delayed.
    public func delay(_ delay: Double) -> Animation { Animation("\(name).delay(\(delay))") }
    /// This animation at another speed.
    public func speed(_ speed: Double) -> Animation { Animation("\(name).speed(\(speed))") }
    /// This animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
      Animation("\(name).repeatForever")
    }
  }

  /// A stand-in for SwiftUI's `Transaction` where SwiftUI does not exist: it carries an
  /// animation that nothing uses.
  public struct Transaction: Sendable {
    /// The animation, ignored off Apple platforms.
    public var animation: Animation?
    /// A transaction with `animation`.
    public init(animation: Animation? = nil) { self.animation = animation }
  }

  /// Runs `body`; off Apple platforms there is nothing to animate.
  public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
    rethrows -> Result
  {
    try body()
  }
#endif
