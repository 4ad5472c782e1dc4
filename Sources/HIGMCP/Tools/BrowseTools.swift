import HIGKnowledgeBase
import HIGModel
import MCP

extension GuidelineTools {
    func guideline(_ arguments: ToolArguments) async throws -> ToolAnswer {
        let language = try arguments.language()
        let detail = try await practice(try arguments.requiredString("id"), tool: ToolName.guideline.rawValue)
        let paths = library.paths
        // Only Korean answers use the page's titles: other languages skip a second read of the index.
        let pages =
            language == .ko ? try await library.read { try $0.koreanPages(of: [detail.practice], language) } : [:]
        let referencedBy: [Value] = detail.referencedBy.map { practice in
            .object(["id": .string(practice.id), "lead": .string(practice.lead), "page": .string(practice.page)])
        }
        let structured = JSONValue.adding(
            [
                "pageTitle": .string(detail.pageTitle), "referencedBy": .array(referencedBy),
                "citation": .string(
                    CitationMarkdown(paths: paths).render(detail.practice, pageTitle: detail.pageTitle)),
            ], to: try JSONValue.from(paths.practice(detail.practice)))
        let markdown = PracticeMarkdown(paths: paths, language: language, page: pages[detail.practice.page])
        return ToolAnswer(text: markdown.render(detail), structured: structured)
    }

    func cite(_ arguments: ToolArguments) async throws -> ToolAnswer {
        let detail = try await practice(try arguments.requiredString("id"), tool: ToolName.cite.rawValue)
        let citation = CitationMarkdown(paths: library.paths).render(detail.practice, pageTitle: detail.pageTitle)
        return ToolAnswer(
            text: citation,
            structured: .object([
                "id": .string(detail.practice.id), "pageTitle": .string(detail.pageTitle),
                "citation": .string(citation),
            ]))
    }

    func page(_ arguments: ToolArguments) async throws -> ToolAnswer {
        let id = try arguments.requiredString("id")
        let language = try arguments.language()
        let found = try await library.read { try Found(id, in: $0) }
        switch found.lookup {
        case .page(let detail):
            let paths = library.paths
            let referredBy: Value = .object([
                "pages": .array(
                    detail.referencingPages.map { .object(["id": .string($0.id), "title": .string($0.title)]) }),
                "practices": .array(
                    detail.referencingPractices.map {
                        .object(["id": .string($0.id), "lead": .string($0.lead), "page": .string($0.page)])
                    }),
            ])
            let structured = JSONValue.adding(
                ["referencedBy": referredBy],
                to: try JSONValue.from(PageJSON(page: detail.page, practices: detail.practices, paths: paths)))
            return ToolAnswer(
                text: PageMarkdown(paths: paths, language: language).render(detail), structured: structured)
        case .practice(let detail):
            throw ToolFailure(
                "'\(id)' is a practice of the page '\(detail.practice.page)'; \(ToolName.page.rawValue) takes a page ID "
                    + "(call \(ToolName.guideline.rawValue) for a practice)")
        case .notFound:
            throw ToolFailure(found.unknownMessage(for: id, wanted: "page"))
        }
    }

    func pages() async throws -> ToolAnswer {
        let summaries = try await library.read { try $0.pages() }
        let lines = summaries.map { page in
            "- \(page.title) — \(page.id) · \(page.practiceCount) practices"
                + (page.platforms.isEmpty ? "" : " · " + page.platforms.joined(separator: ", "))
        }
        return ToolAnswer(
            text: "\(summaries.count) pages:\n" + lines.joined(separator: "\n"),
            structured: try JSONValue.from(PagesJSON(pages: summaries, paths: library.paths)))
    }

    /// The practice an ID names, or a tool error that says what the ID does name.
    private func practice(_ id: String, tool: String) async throws -> PracticeDetail {
        let found = try await library.read { try Found(id, in: $0) }
        switch found.lookup {
        case .practice(let detail): return detail
        case .page(let detail):
            throw ToolFailure(
                "'\(id)' is a page, not a practice; \(tool) takes a practice ID. The page's practices: "
                    + detail.practices.map(\.id).joined(separator: ", "))
        case .notFound: throw ToolFailure(found.unknownMessage(for: id, wanted: "practice"))
        }
    }
}

/// What an ID names, with what the knowledge base holds near it for when it names nothing.
struct Found: Sendable {
    var lookup: Lookup
    var pageIDs: [String] = []
    /// The practice IDs of the page the ID starts with, when it starts with one.
    var pagePractices: [String] = []

    init(_ id: String, in knowledgeBase: KnowledgeBase) throws {
        lookup = try knowledgeBase.lookup(id)
        guard case .notFound = lookup else { return }
        pageIDs = try knowledgeBase.pageTitles().map(\.id)
        let pagePart = id.split(separator: "/").first.map(String.init) ?? id
        if pagePart != id, let page = try knowledgeBase.page(id: pagePart) { pagePractices = page.practices }
    }

    func unknownMessage(for id: String, wanted: String) -> String {
        var message = "no \(wanted) with ID '\(id)'"
        if case .notFound(let suggestions) = lookup, !suggestions.isEmpty {
            message += "; similar IDs: " + suggestions.joined(separator: ", ")
        }
        if !pagePractices.isEmpty {
            return message + ". The practices of that page: " + pagePractices.joined(separator: ", ")
        }
        if wanted == "practice" {
            message += ". Practice IDs are page-slug/lead-slug, as search_guidelines and get_page give them"
        }
        return message + ". Known pages: " + pageIDs.joined(separator: ", ")
    }
}
