import Foundation

/// The machine a report was measured on.
public struct MachineDescription: Codable, Sendable, Equatable {
  /// The CPU model name from `/proc/cpuinfo`.
  public var cpuModel: String
  /// Active processor cores.
  public var cores: Int
  /// Physical memory.
  public var memoryBytes: UInt64
  /// The OS pretty name.
  public var operatingSystem: String
  /// The toolchain's version line.
  public var swiftVersion: String
  /// `x86_64` or `arm64`.
  public var architecture: String

  /// A machine description from its parts.
  public init(
    cpuModel: String, cores: Int, memoryBytes: UInt64, operatingSystem: String,
    swiftVersion: String, architecture: String
  ) {
    self.cpuModel = cpuModel
    self.cores = cores
    self.memoryBytes = memoryBytes
    self.operatingSystem = operatingSystem
    self.swiftVersion = swiftVersion
    self.architecture = architecture
  }

  /// Whether `other` describes the same machine, whatever toolchain each had.
  public func isSameMachine(as other: Self) -> Bool {
    var other = other
    other.swiftVersion = swiftVersion
    return self == other
  }

  /// This machine.
  public static func current() -> Self {
    let info = ProcessInfo.processInfo
    return Self(
      cpuModel: cpuModel() ?? "unknown",
      cores: info.activeProcessorCount,
      memoryBytes: info.physicalMemory,
      operatingSystem: operatingSystem() ?? info.operatingSystemVersionString,
      swiftVersion: swiftVersion(),
      architecture: architecture()
    )
  }

  private static func cpuModel() -> String? {
    guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    let line = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
    return line?.split(separator: ":", maxSplits: 1).last.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  private static func operatingSystem() -> String? {
    guard let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else {
      return nil
    }
    let line = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
    return line.map {
      String($0.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
    }
  }

  /// The toolchain's version line, falling back to the compiler version this was built with.
  private static func swiftVersion() -> String {
    if let line = Subprocess.output(["swift", "--version"])?.split(separator: "\n").first {
      return String(line)
    }
    #if compiler(>=6.3)
      return "Swift 6.3 or newer"
    #else
      return "Swift 6.x"
    #endif
  }

  private static func architecture() -> String {
    #if arch(x86_64)
      return "x86_64"
    #elseif arch(arm64)
      return "arm64"
    #else
      return "unknown"
    #endif
  }
}
