import Foundation

#if !canImport(Darwin)
  extension URL {
    /// A stand-in for Apple platforms' `URL.documentsDirectory` where Foundation lacks it (Linux):
    /// the user's documents directory, so `.fileStorage(.documentsDirectory.appending(…))`
    /// declarations compile unchanged. Tests keep such files in memory (`defaultFileStorage`).
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
    }
  }
#endif
