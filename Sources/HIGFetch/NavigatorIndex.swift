import Foundation

/// The HIG's table of contents as Apple's site loads it (a DocC navigator index): the slug of
/// every page under `/design/human-interface-guidelines/`.
enum NavigatorIndex {
    private static let prefix = "/design/human-interface-guidelines/"

    static func slugs(in data: Data) throws -> [String] {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FetchError("the table of contents is not a JSON object")
        }
        var slugs: [String] = []
        var seen: Set<String> = []
        func visit(_ value: Any) {
            if let list = value as? [Any] {
                list.forEach(visit)
            } else if let object = value as? [String: Any] {
                if let path = object["path"] as? String, let slug = slug(of: path), seen.insert(slug).inserted {
                    slugs.append(slug)
                }
                object["children"].map(visit)
                if let languages = object["interfaceLanguages"] as? [String: Any] { languages.values.forEach(visit) }
            }
        }
        visit(root)
        guard !slugs.isEmpty else { throw FetchError("the table of contents lists no HIG page") }
        return slugs
    }

    /// The last path component of a page under the guidelines: a plain name, so that it can be
    /// a file name and part of a URL.
    static func slug(of path: String) -> String? {
        let clean = path.split(separator: "#").first.map(String.init) ?? path
        guard clean.lowercased().hasPrefix(prefix) else { return nil }
        let slug = String(clean.dropFirst(prefix.count)).split(separator: "/").last.map(String.init) ?? ""
        let allowed = slug.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        return allowed && !slug.isEmpty ? slug.lowercased() : nil
    }
}

/// Why a fetch or one page of it failed.
package struct FetchError: Error, CustomStringConvertible, Sendable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
