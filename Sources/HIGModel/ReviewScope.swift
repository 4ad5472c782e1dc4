/// What a scope file (`hig checklist --scope review.yml`) brings into a review beyond the
/// narrowing filters: any of `include` brings a guideline in, any of `exclude` keeps it out.
/// Values are resolved IDs: pages, sections as `page#section-id`, styles, qualified states and
/// transitions, practice IDs; queries are text, matched by the ranking. Stored in the review's
/// header, so an update re-scopes with it.
package struct ReviewScope: Sendable, Hashable, Codable {
    /// One side of the scope; `exclude` uses pages, sections and IDs.
    package struct Selection: Sendable, Hashable, Codable {
        package var pages: [String] = []
        package var sections: [String] = []
        package var styles: [String] = []
        package var states: [String] = []
        package var queries: [String] = []
        package var ids: [String] = []

        package init(
            pages: [String] = [], sections: [String] = [], styles: [String] = [], states: [String] = [],
            queries: [String] = [], ids: [String] = []
        ) {
            self.pages = pages
            self.sections = sections
            self.styles = styles
            self.states = states
            self.queries = queries
            self.ids = ids
        }

        package var isEmpty: Bool {
            pages.isEmpty && sections.isEmpty && styles.isEmpty && states.isEmpty && queries.isEmpty && ids.isEmpty
        }

        /// Whether any value names the practice; `queried` holds the IDs the queries found and
        /// `sectionID` is the practice's section as `page#section-id`.
        func names(_ practice: Practice, sectionID: String, queried: Set<String>) -> Bool {
            pages.contains(practice.page) || sections.contains(sectionID) || ids.contains(practice.id)
                || queried.contains(practice.id) || styles.contains(where: practice.styles.contains)
                || states.contains { practice.states.contains($0) || practice.transitions.contains($0) }
        }

        private enum CodingKeys: String, CodingKey { case pages, sections, styles, states, queries, ids }

        /// Only what is set is written, and what is missing reads as empty.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func values(_ key: CodingKeys) throws -> [String] {
                try container.decodeIfPresent([String].self, forKey: key) ?? []
            }
            self.init(
                pages: try values(.pages), sections: try values(.sections), styles: try values(.styles),
                states: try values(.states), queries: try values(.queries), ids: try values(.ids))
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let fields: [(CodingKeys, [String])] = [
                (.pages, pages), (.sections, sections), (.styles, styles), (.states, states), (.queries, queries),
                (.ids, ids),
            ]
            for (key, values) in fields where !values.isEmpty { try container.encode(values, forKey: key) }
        }
    }

    package var title: String
    package var include: Selection
    package var exclude: Selection
    /// The pages an app's project brought in, with why: an include of its own.
    package var app: AppScope?

    package init(
        title: String = "", include: Selection = Selection(), exclude: Selection = Selection(), app: AppScope? = nil
    ) {
        self.title = title
        self.include = include
        self.exclude = exclude
        self.app = app
    }

    /// Whether a practice the narrowing filters kept is in scope: named by an include or the
    /// app's pages (or neither given) and by no exclude. An app that brought no page includes
    /// nothing of its own: no page enters without a reason.
    package func admits(_ practice: Practice, sectionID: String, queried: Set<String>) -> Bool {
        let included =
            (include.isEmpty && app == nil) || include.names(practice, sectionID: sectionID, queried: queried)
            || app?.names(page: practice.page) == true
        return included && !exclude.names(practice, sectionID: sectionID, queried: [])
    }

    /// Why the page is in scope, when the app brought it.
    package func reasons(for page: String) -> [String] {
        app?.reasons(for: page) ?? []
    }

    /// `page#section-id`, as sections are named in a scope.
    package static func sectionKey(page: String, section: String) -> String { page + "#" + section }

    /// "include page sheets or modality, query “audio interruption”; exclude page alerts".
    package var summary: String {
        func said(_ selection: Selection) -> [String] {
            let named: [(String, [String])] = [
                ("page", selection.pages), ("section", selection.sections), ("style", selection.styles),
                ("state", selection.states), ("query", selection.queries.map { "“\($0)”" }), ("ID", selection.ids),
            ]
            return named.filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: " or "))" }
        }
        var parts: [String] = []
        if let app { parts.append("app \(app.path) (\(app.pages.count) pages)") }
        if !include.isEmpty { parts.append("include " + said(include).joined(separator: ", ")) }
        if !exclude.isEmpty { parts.append("exclude " + said(exclude).joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}
