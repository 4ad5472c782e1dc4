import Foundation

/// `hig://page/{id}` and `hig://practice/{id}`: a page or practice by its stable ID. Practice
/// IDs hold a slash (`page-slug/lead-slug`), kept as it is in the URI. `hig://page/{id}.md` is
/// the page as the Markdown document the site writes beside its HTML (page IDs hold no dot).
enum ResourceURI {
    static let pagePrefix = "hig://page/"
    static let practicePrefix = "hig://practice/"
    static let pageTemplate = pagePrefix + "{id}"
    static let practiceTemplate = practicePrefix + "{id}"
    static let markdownEnding = ".md"
    static let pageMarkdownTemplate = pageTemplate + markdownEnding

    enum Target: Equatable {
        case page(String)
        case practice(String)
        case pageMarkdown(String)
    }

    static func page(_ id: String) -> String { pagePrefix + id }
    static func practice(_ id: String) -> String { practicePrefix + id }
    static func pageMarkdown(_ id: String) -> String { pagePrefix + id + markdownEnding }

    static func parse(_ uri: String) -> Target? {
        if uri.hasPrefix(pagePrefix), let id = id(after: pagePrefix, in: uri) {
            guard id.hasSuffix(markdownEnding), id.count > markdownEnding.count else { return .page(id) }
            return .pageMarkdown(String(id.dropLast(markdownEnding.count)))
        }
        if uri.hasPrefix(practicePrefix), let id = id(after: practicePrefix, in: uri) { return .practice(id) }
        return nil
    }

    /// The ID, percent-decoded since a client may escape the practice ID's slash.
    private static func id(after prefix: String, in uri: String) -> String? {
        let raw = String(uri.dropFirst(prefix.count))
        let id = raw.removingPercentEncoding ?? raw
        return id.isEmpty ? nil : id
    }
}
