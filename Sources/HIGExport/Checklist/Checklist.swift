import HIGModel
import HIGSupport

/// A design-review checklist: the guidelines in scope, each with a reviewer's mark and note.
/// Exported to Markdown, CSV, JSON or HTML, it is also the review file read back.
package struct Checklist: Sendable, Equatable {
    package var header: ChecklistHeader
    package var items: [ChecklistItem]
    /// Why the checklist has fewer items than one might expect: "Multitasking does not apply to watchOS".
    package var scopeNotes: [String]
    /// The guidelines an update found no longer in scope, with the marks they had: listed, not reviewed.
    package var removed: [ChecklistItem]

    /// Why a page is in scope, when an app's project brought it: "UIBackgroundModes: audio (Info.plist)".
    package func reasons(for page: String) -> [String] {
        header.filters.scope?.reasons(for: page) ?? []
    }

    package init(
        header: ChecklistHeader, items: [ChecklistItem], scopeNotes: [String] = [], removed: [ChecklistItem] = []
    ) {
        self.header = header
        self.items = items
        self.scopeNotes = scopeNotes
        self.removed = removed
    }
}

/// What a checklist was made from: its filters, the content snapshot and the tool.
package struct ChecklistHeader: Sendable, Equatable, Codable {
    package var title: String
    package var filters: ChecklistFilters
    package var content: ContentSnapshot
    package var tool: String

    package init(title: String, filters: ChecklistFilters, content: ContentSnapshot, tool: String) {
        self.title = title
        self.filters = filters
        self.content = content
        self.tool = tool
    }
}

/// The filters of a checklist as resolved IDs, with the query text, language and, for a
/// checklist made from a scope file, that scope.
package struct ChecklistFilters: Sendable, Equatable, Codable {
    package var filter: GuidelineFilter
    package var query: String
    package var lang: String
    package var scope: ReviewScope?

    package init(
        filter: GuidelineFilter = GuidelineFilter(), query: String = "", lang: String = "both",
        scope: ReviewScope? = nil
    ) {
        self.filter = filter
        self.query = query
        self.lang = lang
        self.scope = scope
    }

    private enum CodingKeys: String, CodingKey { case query, lang, scope }

    /// Flat: `{"platforms":[…],"pages":[…],…,"query":"","lang":"both"}`, and `"scope":{…}` when
    /// there is one.
    package init(from decoder: any Decoder) throws {
        filter = try GuidelineFilter(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        query = try container.decodeIfPresent(String.self, forKey: .query) ?? ""
        lang = try container.decodeIfPresent(String.self, forKey: .lang) ?? "both"
        scope = try container.decodeIfPresent(ReviewScope.self, forKey: .scope)
    }

    package func encode(to encoder: any Encoder) throws {
        try filter.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query, forKey: .query)
        try container.encode(lang, forKey: .lang)
        try container.encodeIfPresent(scope, forKey: .scope)
    }

    /// "page multitasking, platform ipados": the filters as a reader would say them.
    package var summary: String {
        let named: [(String, [String])] = [
            ("page", filter.pages), ("platform", filter.platforms), ("state", filter.states),
            ("style", filter.styles), ("strength", filter.strengths), ("source", filter.sources),
        ]
        var parts = named.filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: " or "))" }
        if !filter.sourceKinds.isEmpty {
            parts.append("source kind \(filter.sourceKinds.map(\.rawValue).joined(separator: " or "))")
        }
        if !query.isEmpty { parts.append("query \"\(query)\"") }
        if let scope, !scope.summary.isEmpty { parts.append(scope.summary) }
        return parts.isEmpty ? "all guidelines" : parts.joined(separator: ", ")
    }
}

/// The content a checklist came from: its digest and when it was indexed.
package struct ContentSnapshot: Sendable, Equatable, Codable {
    package var digest: String
    package var indexed: String

    package init(digest: String, indexed: String) {
        self.digest = digest
        self.indexed = indexed
    }

    /// "c0ffee… (indexed 2026-11-23)".
    package var summary: String {
        let day = indexed.prefix(10)
        return day.isEmpty ? digest : "\(digest) (indexed \(day))"
    }
}

/// One guideline to review.
package struct ChecklistItem: Sendable, Equatable {
    package var practice: Practice
    package var pageTitle: String
    package var status: ReviewStatus
    package var note: String
    /// `Practice.textDigest` when the item was exported: tells `review update` what changed.
    package var digest: String
    /// Set by `review update` when the guideline's text changed after the review was made.
    package var changedSinceReview: Bool
    /// Set by `review update` on a guideline the review did not have.
    package var newSinceReview: Bool
    /// The wording the review had, for a guideline changed since: lead, then body when known.
    package var previousWording: String?
    /// Apple's tables that go with the guideline (sizes, values): those that follow it, and a
    /// table of its section that follows no guideline, given to the section's first item.
    package var tables: [Table] = []
    /// The section's title as the checklist's language shows it (Apple's Korean heading under
    /// `ko`); nil for the practice's own section title.
    package var sectionTitle: String?

    /// The heading the item is listed under: its section's shown title, "General" for none.
    package func sectionHeading(_ language: OutputLanguage) -> String {
        let title = sectionTitle ?? practice.section
        return title.isEmpty ? ToolWords.general.text(language) : title
    }

    package init(
        practice: Practice, pageTitle: String, status: ReviewStatus = .open, note: String = "",
        digest: String? = nil, changedSinceReview: Bool = false, newSinceReview: Bool = false,
        previousWording: String? = nil
    ) {
        self.practice = practice
        self.pageTitle = pageTitle
        self.status = status
        self.note = note
        self.digest = digest ?? practice.textDigest
        self.changedSinceReview = changedSinceReview
        self.newSinceReview = newSinceReview
        self.previousWording = previousWording
    }

    /// The guideline's words as a review file holds them: the lead, then the body when there is one.
    package var wording: String {
        practice.body.isEmpty ? practice.lead : practice.lead + " " + practice.body
    }

    package var id: String { practice.id }

    /// `text/Multitasking.txt:27`: where the guideline is written, as exports print it.
    package var sources: [String] {
        practice.sources.map { "\($0.file):\($0.line)" }
    }

    /// Reads `sources` back: the line follows the last colon.
    static func sourceLocations(_ texts: [String]) -> [SourceLocation] {
        texts.map { text in
            guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]) else {
                return SourceLocation(file: text, line: 0)
            }
            return SourceLocation(file: String(text[..<colon]), line: line)
        }
    }
}
