import Foundation
import HIGModel

/// The Info.plist keys an Xcode project sets in its build settings (`INFOPLIST_KEY_UIRequiresFullScreen
/// = YES` in `project.pbxproj`), where Xcode generates the Info.plist rather than keeping one: read
/// as the keys of an Info.plist, `YES` and `NO` as `true` and `false`. The project file is an
/// old-style property list, which `PropertyListSerialization` reads too.
enum BuildSettingsFacts {
    static let prefix = "INFOPLIST_KEY_"

    /// The Info.plist every build configuration of the project file at `path` generates, merged.
    static func infoPlist(projectAt path: String, display: String, diagnostics: inout [Diagnostic]) -> [String: Any] {
        func refuse(_ id: String, _ reason: String) -> [String: Any] {
            diagnostics.append(Diagnostic(file: display, line: 1, severity: .warning, id: id, message: reason))
            return [:]
        }
        guard let size = AppFolder.size(of: path), size <= PropertyListFacts.maximumSize,
            let data = FileManager.default.contents(atPath: path)
        else {
            return refuse(
                "app.plist.too-large", "missing, unreadable or over \(PropertyListFacts.maximumSize) bytes; not read")
        }
        guard let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let objects = (root as? [String: Any])?["objects"] as? [String: Any]
        else {
            return refuse(
                "app.plist.invalid", "not an Xcode project file (an old-style property list with objects); not read")
        }
        var keys: [String: Any] = [:]
        for case let object as [String: Any] in objects.values where object["isa"] as? String == "XCBuildConfiguration"
        {
            for case (let name, let value as String) in object["buildSettings"] as? [String: Any] ?? [:]
            where name.hasPrefix(prefix) {
                let key = String(name.dropFirst(prefix.count))
                switch value {
                case "YES": keys[key] = true
                case "NO": keys[key] = false
                default: keys[key] = value
                }
            }
        }
        return keys
    }
}
