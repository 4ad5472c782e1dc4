import Foundation

/// Which names a guideline gives as code are developer symbols worth a page of their own, and
/// where Apple documents them. A file extension (`.psd`), a documentation path written out
/// (`/documentation/UserNotifications`) or an SF Symbol's name (`circle.slash`) is not one.
enum DeveloperSymbol {
    /// `UIModalPresentationStyle`, `NSButton.BezelStyle.disclosure`, `keyboardType(_:)`,
    /// `sceneDidEnterBackground`: an identifier, members after dots, an argument list.
    private static let pattern = try! NSRegularExpression(
        pattern: #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*(\([A-Za-z0-9_:]*\))?$"#)

    static func isSymbol(_ name: String) -> Bool {
        guard name.count <= 120 else { return false }
        let range = NSRange(name.startIndex..., in: name)
        guard pattern.firstMatch(in: name, range: range) != nil else { return false }
        // SF Symbols are named in lower case with dots (`circle.slash`); code is not.
        return !(name.contains(".") && !name.contains(where: \.isUppercase))
    }

    /// Apple's developer documentation for a symbol: its search, which finds the symbol in
    /// whichever framework holds it (the name alone does not say which).
    static func documentationURL(_ name: String) -> String? {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "._")
        guard let query = name.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        return "https://developer.apple.com/search/?q=\(query)&type=Documentation"
    }

    /// A documentation path written as the symbol (`/documentation/UserNotifications`), as a link.
    static func documentationPage(_ target: String) -> String? {
        guard target.hasPrefix("/documentation/"), !target.contains(where: { $0.isWhitespace || $0 == "\"" })
        else { return nil }
        return "https://developer.apple.com" + target
    }
}
