import HIGKnowledgeBase
import HIGModel
import MCP

/// Pages and practices as Markdown resources: listed a page at a time, read by URI, and named
/// by two templates.
package struct GuidelineResources: Sendable {
    let library: GuidelineLibrary
    /// Resources per `resources/list` answer; the cursor is the offset of the next one.
    static let pageSize = 500
    static let markdown = "text/markdown"

    package init(library: GuidelineLibrary) {
        self.library = library
    }

    package static var templates: [Resource.Template] {
        [
            Resource.Template(
                uriTemplate: ResourceURI.pageTemplate, name: "page", title: "HIG page",
                description:
                    "A page of the Human Interface Guidelines with its practices, by page ID (see list_pages).",
                mimeType: markdown),
            Resource.Template(
                uriTemplate: ResourceURI.pageMarkdownTemplate, name: "page-markdown", title: "HIG page as Markdown",
                description:
                    "A page as one Markdown document, as the site writes it: title, Apple URL, sections, guidelines with strength and platforms, tables and change log.",
                mimeType: markdown),
            Resource.Template(
                uriTemplate: ResourceURI.practiceTemplate, name: "practice", title: "HIG practice",
                description: "One guideline by its practice ID (page-slug/lead-slug), with its citation.",
                mimeType: markdown),
        ]
    }

    package func list(cursor: String?) async throws -> ListResources.Result {
        let offset =
            try cursor.map { text in
                guard let offset = Int(text), offset >= 0 else {
                    throw MCPError.invalidParams("invalid cursor '\(text)'")
                }
                return offset
            } ?? 0
        let (pages, practices) = try await library.read { knowledgeBase in
            (try knowledgeBase.pageTitles(), try knowledgeBase.practices(matching: GuidelineFilter()))
        }
        let titles = Dictionary(pages.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let all =
            pages.map { page in
                Resource(
                    name: page.id, uri: ResourceURI.page(page.id), title: page.title, description: "HIG page",
                    mimeType: Self.markdown)
            }
            + practices.map { practice in
                var place = titles[practice.page] ?? practice.page
                if !practice.section.isEmpty { place += " › " + practice.section }
                return Resource(
                    name: practice.id, uri: ResourceURI.practice(practice.id), title: practice.lead,
                    description: place, mimeType: Self.markdown)
            }
        let end = min(offset + Self.pageSize, all.count)
        let slice = offset < all.count ? Array(all[offset..<end]) : []
        return ListResources.Result(resources: slice, nextCursor: end < all.count ? String(end) : nil)
    }

    package func read(uri: String) async throws -> ReadResource.Result {
        guard let target = ResourceURI.parse(uri) else {
            throw MCPError.invalidParams(
                "unknown resource '\(uri)'; resources are \(ResourceURI.pageTemplate), \(ResourceURI.pageMarkdownTemplate) and \(ResourceURI.practiceTemplate)"
            )
        }
        let id: String
        switch target {
        case .page(let page): id = page
        case .practice(let practice): id = practice
        case .pageMarkdown(let page):
            guard let text = try await library.read({ try $0.pageMarkdown(id: page) }) else {
                let found = try await library.read { try Found(page, in: $0) }
                throw MCPError.serverError(code: -32002, message: found.unknownMessage(for: page, wanted: "page"))
            }
            return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: Self.markdown)])
        }
        let found = try await library.read { try Found(id, in: $0) }
        let paths = library.paths
        let text: String
        switch (target, found.lookup) {
        case (.page, .page(let detail)): text = PageMarkdown(paths: paths).render(detail)
        case (.practice, .practice(let detail)): text = PracticeMarkdown(paths: paths).render(detail)
        default:
            let wanted = if case .page = target { "page" } else { "practice" }
            // The code MCP gives a resource that does not exist.
            throw MCPError.serverError(code: -32002, message: found.unknownMessage(for: id, wanted: wanted))
        }
        return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: Self.markdown)])
    }
}
