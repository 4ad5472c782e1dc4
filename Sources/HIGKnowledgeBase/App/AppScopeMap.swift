import Foundation
import HIGIngest
import HIGModel
import Yams

/// `app-scope.yml` of the content folder: which Info.plist keys and entitlements bring which
/// pages, the developer symbols that tell nothing about an app, and the folders not read for
/// symbols. Data, so a new key is a line of YAML rather than a change to the tool.
struct AppScopeMap: Sendable {
    /// One key: its pages whatever the value, or pages per value pattern.
    struct Rule: Sendable {
        /// A key path: each component a pattern in which `*` is any run of characters.
        var key: [String]
        var pages: [String]
        var byValue: [(pattern: String, pages: [String])]
    }

    static let fileName = "app-scope.yml"
    static let maximumSize = 256 * 1024

    var infoPlist: [Rule] = []
    var entitlements: [Rule] = []
    var ignoredSymbols: Set<String> = []
    var skippedFolders: [String] = []
    var diagnostics: [Diagnostic] = []

    /// The map in the first content folder that has one; without one, a warning, and only
    /// developer symbols bring pages.
    static func read(contentRoots: [String], pageIDs: Set<String>, paths: PathDisplay) -> AppScopeMap {
        for root in contentRoots {
            let path = (root as NSString).appendingPathComponent(fileName)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let display = paths.display(path)
            guard data.count <= maximumSize, let text = String(data: data, encoding: .utf8) else {
                var map = AppScopeMap()
                map.fail(display, 1, "app.map.unreadable", "over \(maximumSize) bytes or not UTF-8; not read")
                return map
            }
            return AppScopeMap(text: text, path: display, pageIDs: pageIDs)
        }
        var map = AppScopeMap()
        map.diagnostics.append(
            Diagnostic(
                file: contentRoots.first.map(paths.display) ?? fileName, line: 1, severity: .warning,
                id: "app.map.missing",
                message: "no \(fileName) in the content folder: Info.plist keys and entitlements bring no pages"))
        return map
    }

    init() {}

    /// Reads the map's text; a page ID the knowledge base does not have is left out with a
    /// warning at its line.
    init(text: String, path: String, pageIDs: Set<String>) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            fail(
                path, YAMLErrors.line(of: error) ?? 1, "app.map.invalid",
                "not valid YAML: \(YAMLErrors.summary(of: error))")
            return
        }
        guard case .mapping(let mapping)? = root else {
            fail(path, 1, "app.map.shape", "a mapping of infoPlist, entitlements, ignoredSymbols and skippedFolders")
            return
        }
        func pages(_ node: Node) -> [String] {
            var known: [String] = []
            for item in node.sequence.map { Array($0) } ?? [node] {
                guard let id = item.string, !id.isEmpty else { continue }
                if pageIDs.contains(id) {
                    known.append(id)
                } else {
                    let suggestion = NameSuggestion.clause(for: id, among: pageIDs.sorted())
                    diagnostics.append(
                        Diagnostic(
                            file: path, line: item.mark?.line ?? 1, column: item.mark?.column ?? 1, severity: .warning,
                            id: "app.map.page.unknown", message: "left out: unknown page '\(id)'\(suggestion)"))
                }
            }
            return known
        }
        // Info.plist keys may be paths into dictionaries; an entitlement is one reverse-DNS key.
        func rules(_ node: Node, dotted: Bool) -> [Rule] {
            (node.mapping.map { Array($0) } ?? []).compactMap { key, value in
                guard let name = key.string else { return nil }
                let components = dotted ? name.split(separator: ".").map(String.init) : [name]
                guard case .mapping(let values) = value else {
                    return Rule(key: components, pages: pages(value), byValue: [])
                }
                return Rule(
                    key: components, pages: [],
                    byValue: values.compactMap { pattern, list in
                        pattern.string.map { (pattern: $0, pages: pages(list)) }
                    })
            }
        }
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "infoPlist": infoPlist = rules(value, dotted: true)
            case "entitlements": entitlements = rules(value, dotted: false)
            case "ignoredSymbols": ignoredSymbols = Set((value.sequence.map { Array($0) } ?? []).compactMap(\.string))
            case "skippedFolders": skippedFolders = (value.sequence.map { Array($0) } ?? []).compactMap(\.string)
            default:
                fail(path, key.mark?.line ?? 1, "app.map.key.unknown", "unknown key '\(key.string ?? "")'")
            }
        }
    }

    private mutating func fail(_ file: String, _ line: Int, _ id: String, _ message: String) {
        diagnostics.append(Diagnostic(file: file, line: line, severity: .warning, id: id, message: message))
    }

    /// Whether `text` matches `pattern`, in which `*` is any run of characters.
    static func matches(_ text: String, pattern: String) -> Bool {
        guard pattern.contains("*") else { return text == pattern }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard text.hasPrefix(parts[0]), text.hasSuffix(parts[parts.count - 1]),
            text.count >= parts[0].count + parts[parts.count - 1].count
        else { return false }
        var rest = Substring(text.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
