import Foundation
import HIGModel

/// What a link refers to: another page of the guidelines (by its slug), a developer symbol, a
/// video, or an address elsewhere. Readers give it to every link they read, and drafts and the
/// assembler use it to know the page an address names.
enum LinkReference {
    static func reference(for link: InlineLink) -> Reference? {
        let url = link.url.trimmed
        guard !url.isEmpty, !url.hasPrefix("#") else { return nil }
        let title = link.text.isEmpty ? url : link.text
        if let slug = higPageSlug(url) {
            return Reference(kind: .page, target: slug, title: title)
        }
        if ByteSearch.contains("/videos/play/", in: url)
            || ByteSearch.contains("wwdc", in: url) && !ByteSearch.contains("/documentation/", in: url)
        {
            return Reference(kind: .video, target: url, title: title)
        }
        if ByteSearch.contains("/documentation/", in: url) || url.hasPrefix("doc:") {
            return Reference(kind: .symbol, target: symbolName(title: title, url: url), title: title)
        }
        if url.hasPrefix("http") || hasScheme(url) {
            return Reference(kind: .link, target: url, title: title)
        }
        // A relative link between notes ("../212", "./loading.md", "Action%20sheets.md") names
        // another page of the same collection: its file name without fragment, query or extension.
        let path = url.split(whereSeparator: { $0 == "#" || $0 == "?" }).first.map(String.init) ?? url
        let last = path.split(separator: "/").last.map(String.init) ?? path
        let name = withoutFileEnding(last.removingPercentEncoding ?? last)
        return Reference(kind: .page, target: Slug.make(name), title: title)
    }

    /// `…/human-interface-guidelines/playing-audio#Best-practices` → `playing-audio`;
    /// `…/kr/design/human-interface-guidelines/token-fields` → `token-fields`;
    /// `../patterns/playing-audio` → `playing-audio`; `doc://com.apple.HIG/documentation/HIG/sheets` → `sheets`.
    static func higPageSlug(_ url: String) -> String? {
        let address = url.split(whereSeparator: { $0 == "#" || $0 == "?" }).first.map(String.init) ?? ""
        let components = address.split(separator: "/").map(decodedComponent)
        if let marker = components.firstIndex(of: "human-interface-guidelines") {
            let path = components[(marker + 1)...].map { withoutFileEnding($0) }
            return path.isEmpty ? "human-interface-guidelines" : pageSlug(path: Array(path))
        }
        if ByteSearch.contains("/documentation/HIG/", in: url), let last = components.last {
            return Slug.make(withoutFileEnding(last))
        }
        if url.hasPrefix("../"), components.count >= 2,
            ["patterns", "components", "foundations", "inputs", "technologies", "platforms"].contains(components[1])
        {
            return pageSlug(path: Array(components.dropFirst()).map { withoutFileEnding($0) })
        }
        return nil
    }

    /// A page's slug from its path below the guidelines' root. The 2022 edition filed pages under
    /// their category (`foundations/color`, `components/presentation/alerts`) and kept the last
    /// name when it moved them; only a technology had pages of its own below it
    /// (`technologies/carplay/introduction`), which are not the technology's page.
    static func pageSlug(path: [String]) -> String {
        let names = path.filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        guard let last = names.last else { return "human-interface-guidelines" }
        if names.count >= 3, names[names.count - 3].lowercased() == "technologies" {
            return Slug.make(names[names.count - 2] + " " + last)
        }
        let slug = Slug.make(last)
        // An emoji-only name keeps nothing; an empty ID names no page and cannot be looked up.
        return slug.isEmpty ? Slug.madeUp(for: last) : slug
    }

    /// A path component with its percent escapes decoded; one without `%` is itself, and
    /// Foundation is not asked (it was most of the time spent on links).
    static func decodedComponent(_ component: Substring) -> String {
        let text = String(component)
        guard component.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    static func withoutFileEnding(_ name: String) -> String {
        let lowercased = name.lowercased()
        for ending in [".md", ".markdown", ".html", ".htm", ".json", ".txt"] where lowercased.hasSuffix(ending) {
            return String(name.dropLast(ending.count))
        }
        return name
    }

    /// `mailto:`, `tel:`, `data:` and other schemes never name a page.
    private static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// A symbol's name when the link text is one (`UIModalPresentationStyle`); otherwise the
    /// documentation URL, since an article title is not a name code uses.
    private static func symbolName(title: String, url: String) -> String {
        let trimmed = title.trimmed
        return !trimmed.contains(" ") && !trimmed.isEmpty ? trimmed : url
    }
}
