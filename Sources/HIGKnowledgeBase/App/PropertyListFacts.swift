import Foundation
import HIGModel

/// What an Info.plist or entitlements file says, matched against the map's rules: each page a
/// rule brings with the key (and value) as the reason. Read by Foundation's
/// `PropertyListSerialization`, XML or binary.
struct PropertyListFacts {
    /// A property list over this is not an app's settings.
    static let maximumSize = 4 * 1024 * 1024

    /// The pages `rules` bring for the file, each with why (naming it `relative`, as within the
    /// app); a file that cannot be read is a diagnostic naming it (`display`) and the reason.
    static func read(
        path: String, relative: String, display: String, rules: [AppScopeMap.Rule], diagnostics: inout [Diagnostic]
    ) -> [(page: String, reason: String)] {
        func refuse(_ id: String, _ reason: String) -> [(page: String, reason: String)] {
            diagnostics.append(Diagnostic(file: display, line: 1, severity: .warning, id: id, message: reason))
            return []
        }
        let data: Data
        do {
            if let size = AppFolder.size(of: path), size > maximumSize {
                return refuse("app.plist.too-large", "\(size) bytes, over the \(maximumSize)-byte limit; not read")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return refuse("app.file.unreadable", "cannot be read: \((error as NSError).localizedDescription)")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return refuse("app.plist.invalid", "not a property list (XML or binary); not read")
        }
        guard let dictionary = root as? [String: Any] else {
            return refuse("app.plist.shape", "a property list whose top is not a dictionary; not read")
        }
        return facts(of: rules, in: dictionary, display: relative)
    }

    /// The pages `rules` bring for an Info.plist's (or an entitlements file's) keys and values.
    static func facts(of rules: [AppScopeMap.Rule], in dictionary: [String: Any], display: String)
        -> [(page: String, reason: String)]
    {
        rules.flatMap { facts(of: $0, in: dictionary, display: display) }
    }

    /// The pages one rule brings: every key its path matches, and for a rule by value, each
    /// value a pattern names.
    static func facts(of rule: AppScopeMap.Rule, in dictionary: [String: Any], display: String)
        -> [(page: String, reason: String)]
    {
        var found: [(page: String, reason: String)] = []
        for (keyPath, value) in values(at: rule.key[...], in: dictionary, prefix: "") {
            let texts = scalars(value)
            if rule.byValue.isEmpty {
                var shown = texts.prefix(4).joined(separator: ", ") + (texts.count > 4 ? ", …" : "")
                // A usage description or a list of orientations is told by its start.
                if shown.count > 80 { shown = shown.prefix(79) + "…" }
                let reason = (shown.isEmpty ? keyPath : "\(keyPath): \(shown)") + " (\(display))"
                found += rule.pages.map { (page: $0, reason: reason) }
                continue
            }
            for text in texts {
                let named = rule.byValue.first { $0.pattern != "*" && AppScopeMap.matches(text, pattern: $0.pattern) }
                guard let pages = (named ?? rule.byValue.first { $0.pattern == "*" })?.pages else { continue }
                found += pages.map { (page: $0, reason: "\(keyPath): \(text) (\(display))") }
            }
        }
        return found
    }

    /// The values at a key path, with the keys as written (`NSExtension.NSExtensionPointIdentifier`).
    private static func values(at path: ArraySlice<String>, in dictionary: [String: Any], prefix: String)
        -> [(String, Any)]
    {
        guard let pattern = path.first else { return [] }
        return dictionary.keys.sorted().filter { AppScopeMap.matches($0, pattern: pattern) }.flatMap {
            key -> [(String, Any)] in
            let name = prefix.isEmpty ? key : prefix + "." + key
            guard path.count > 1 else { return [(name, dictionary[key]!)] }
            guard let inner = dictionary[key] as? [String: Any] else { return [] }
            return values(at: path.dropFirst(), in: inner, prefix: name)
        }
    }

    /// A value as the texts a rule by value matches: a string, `true`/`false`, a number, or
    /// each of a list's; a dictionary has none.
    static func scalars(_ value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        // A plist's integer is an NSNumber, which would also cast to Bool: 1 is not `true`.
        case let number as NSNumber where type(of: value) != Bool.self: [number.stringValue]
        case let flag as Bool: [flag ? "true" : "false"]
        case let list as [Any]: list.flatMap(scalars)
        default: []
        }
    }
}
