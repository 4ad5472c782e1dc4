import Foundation

/// The names of the files a fetch writes, relative to its folder: `slug.json` for an English
/// page and `language/slug.json` for a translation. Names read back from the state file are
/// held to the same form, so that no name can reach outside the folder (`../x`, `/x`, `a/b/c`).
enum PageFileName {
    static func make(slug: String, language: String?) -> String {
        (language.map { $0 + "/" } ?? "") + slug + ".json"
    }

    /// Whether a fetch could have written this name.
    static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard let file = parts.last, file.hasSuffix(".json"), parts.count <= 2 else { return false }
        if parts.count == 2, !isLanguage(parts[0]) { return false }
        return isSlug(file.dropLast(".json".count))
    }

    /// The translation a name belongs to (`kr`), nil for an English page.
    static func language(of name: String) -> String? {
        let parts = name.split(separator: "/")
        return parts.count == 2 ? String(parts[0]) : nil
    }

    /// A page slug as `NavigatorIndex` produces it: lowercase ASCII letters, digits, `-`, `_`.
    static func isSlug(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 200
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
            }
    }

    /// A language folder as Apple's site names it (`kr`): two or three lowercase ASCII letters.
    static func isLanguage(_ text: Substring) -> Bool {
        (2...3).contains(text.count) && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }
}

/// The fetch folder, and the only paths in it that a fetch reads, writes or deletes: a valid
/// page name whose language folder and file are not links, so that a link planted in the
/// folder (`kr -> /home/user`) cannot lead a write or a delete out of it.
struct FetchFolder: Sendable {
    let path: String

    /// Where the page file lives, or why it may not be touched.
    func location(of name: String) -> Result<String, FetchError> {
        guard PageFileName.isValid(name) else {
            return .failure(FetchError("refused: '\(name)' is not a page file a fetch writes"))
        }
        if let language = PageFileName.language(of: name) {
            let folder = (path as NSString).appendingPathComponent(language)
            if let kind = Self.kind(folder), kind != S_IFDIR {
                return .failure(FetchError("refused: \(language)/ is a link or a file, not a folder of the fetch"))
            }
        }
        let file = (path as NSString).appendingPathComponent(name)
        if Self.kind(file) == S_IFLNK {
            return .failure(FetchError("refused: the file is a link; a fetch writes only inside its folder"))
        }
        return .success(file)
    }

    /// The file type (`S_IFDIR`, `S_IFLNK` …) of a path without following a link; nil when absent.
    static func kind(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }
}
