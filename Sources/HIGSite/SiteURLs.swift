import HIGModel
import HIGSupport

/// Where each thing lives in the site, relative to its root. Every file name comes from an ID
/// the graph made (slugs) or from `fileName(for:)`, never straight from content text.
struct SiteURLs: Sendable {
    /// Symbol name → file name, unique.
    let symbolFiles: [String: String]

    init(symbols: [String]) {
        var files: [String: String] = [:]
        var used: Set<String> = ["index"]
        for symbol in symbols.sorted() {
            let base = Self.fileName(for: symbol)
            var name = base
            var counter = 2
            while used.contains(name) {
                name = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(name)
            files[symbol] = name
        }
        symbolFiles = files
    }

    static let home = "index.html"
    static let search = "search.html"
    static let pages = "pages/index.html"
    static let platforms = "platforms/index.html"
    static let lifecycle = "states/index.html"
    static let styles = "styles/index.html"
    static let symbols = "symbols/index.html"
    static let checklists = "checklists/index.html"

    func page(_ id: String) -> String { "pages/\(Self.entry(id)).html" }

    /// The page as Markdown, beside its HTML.
    func markdown(_ id: String) -> String { "pages/\(Self.entry(id)).md" }

    static let llms = "llms.txt"

    func practice(_ practice: Practice) -> String { page(practice.page) + "#" + Self.anchor(of: practice) }

    func platform(_ id: String) -> String { "platforms/\(Self.entry(id)).html" }

    /// A qualified state (`app.background`) or transition (`app.active>inactive`): transitions
    /// live on the page of the state they leave, under an anchor.
    func lifecycle(_ qualified: String) -> String {
        guard let arrow = qualified.firstIndex(of: ">") else {
            return "states/\(Self.entry(qualified)).html"
        }
        let from = String(qualified[..<arrow])
        return "states/\(Self.entry(from)).html#\(Self.fileName(for: qualified))"
    }

    func style(_ id: String) -> String { "styles/\(Self.entry(id)).html" }

    func entity(_ item: TaxonomyEntity) -> String {
        switch item.kind {
        case .platform: platform(item.id)
        case .state, .transition: lifecycle(item.id)
        case .style: style(item.id)
        }
    }

    func symbol(_ name: String) -> String { "symbols/\(symbolFiles[name] ?? Self.fileName(for: name)).html" }

    func checklist(_ pageID: String) -> String { "checklists/\(Self.entry(pageID)).html" }

    /// A file name in a folder whose `index.html` lists the folder: an ID `index` may not take it.
    static func entry(_ id: String) -> String {
        let name = fileName(for: id)
        return name == "index" ? "index-page" : name
    }

    /// Whether a text is already a slug: only such page targets are guessed as Apple's pages.
    static func isSlug(_ text: String) -> Bool {
        !text.isEmpty && fileName(for: text) == text
    }

    /// The part of a practice ID after its page: `respond-smoothly-to-audio-interruptions`.
    /// The anchor of a page's section: its heading's `id` and the target of same-page links.
    static func sectionAnchor(_ sectionID: String) -> String { "section-" + fileName(for: sectionID) }

    static func anchor(of practice: Practice) -> String {
        let id = practice.id
        let prefix = practice.page + "/"
        return fileName(for: id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : id)
    }

    /// Lower-case letters, digits, dots and hyphens only; anything else becomes a hyphen.
    static func fileName(for text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        let trimmed = String(result.trimmingCharacters(in: ["-", "."]).prefix(120))
        // Text in another script (a Korean lead) keeps a name of its own through its digest.
        guard text.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic }) else {
            return trimmed.isEmpty ? "item" : trimmed
        }
        let digest = String(TextDigest.of([text]).prefix(10))
        return trimmed.isEmpty ? "item-" + digest : trimmed + "-" + digest
    }

    /// The path from a page at `url` back to the root: "" or "../".
    static func root(of url: String) -> String {
        String(repeating: "../", count: url.split(separator: "#")[0].filter { $0 == "/" }.count)
    }

    /// An outside link, only when it is plain http(s): anything else is shown as text.
    static func external(_ target: String) -> String? {
        let lower = target.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"),
            !target.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" })
        else { return nil }
        return target
    }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
