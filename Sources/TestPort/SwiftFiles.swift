import Foundation

/// Finds the Swift files of a folder.
enum SwiftFiles {
  /// The `.swift` files under `folder`, relative to it and sorted; hidden folders, `.build`
  /// and documentation catalogs are not entered.
  static func under(_ folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(".") || name.hasSuffix(".docc") || name.hasSuffix(".xcodeproj") {
        enumerator.skipDescendants()
        continue
      }
      if name.hasSuffix(".swift"), isFile(folder + "/" + path) { files.append(path) }
    }
    return files.sorted()
  }

  /// Whether `path` is a folder.
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  private static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }
}
