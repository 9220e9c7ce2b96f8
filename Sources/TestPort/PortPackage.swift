import Foundation

/// The files of a port's folder: the ported sources, the stand-ins, `Package.swift` and
/// `PORT-REPORT.md`.
public enum PortPackage {
  /// The folder stand-ins are copied into, inside a module's folder.
  public static let standInFolder = "PortStandIns"

  /// Each file of the port of the app at `app` on the runtime at `runtime`: its path in the
  /// output folder and its text.
  public static func files(of port: AppPort, app: String, runtime: String) -> [String: String] {
    var files: [String: String] = [:]
    for module in port.modules {
      for file in port.files where file.module == module.name {
        if let text = file.text { files["\(module.folder)/\(file.path)"] = text }
      }
      for standIn in port.standIns where module.standIns.contains(standIn.fileName) {
        files["\(module.folder)/\(standInFolder)/\(standIn.fileName)"] = standIn.text
      }
    }
    let appName = URL(fileURLWithPath: app).standardizedFileURL.lastPathComponent
    files["Package.swift"] = PortManifest(
      packageName: "\(appName)-linux-port", runtime: runtime, modules: port.modules,
      languageMode: port.layout.languageMode, extraPackages: port.layout.extraPackages
    ).render()
    files[PortOutput.reportName] = PortReport(port: port, app: app, runtime: runtime).render()
    return files
  }
}
