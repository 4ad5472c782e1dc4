import HIGKnowledgeBase
import HIGModel
import MCP

extension GuidelineTools {
    /// `what_changed`: the changes to current guidance since a date or edition, a page of them
    /// at a time.
    func whatChanged(_ arguments: ToolArguments) async throws -> ToolAnswer {
        let since = try arguments.requiredString("since")
        let request = FilterRequest(platform: try arguments.strings("platform"), page: try arguments.strings("page"))
        let kinds = try arguments.strings("kind")
        let limit = try arguments.integer("limit", default: 50, range: ToolCatalog.changesLimit)
        let offset = try arguments.integer("offset", default: 0, range: 0...1_000_000)
        let changes = try await library.read { knowledgeBase in
            try KnowledgeBase.forAgent {
                // The filters first: an unknown one is refused before the older editions are read.
                _ = try knowledgeBase.resolve(request)
                return try knowledgeBase.changes(
                    since: since, filters: request, kinds: kinds, offset: offset, limit: limit)
            }
        }
        return ToolAnswer(text: Self.text(changes), structured: try JSONValue.from(changes))
    }

    private static func text(_ changes: ChangesSince) -> String {
        var lines = [changes.headline]
        for (number, change) in changes.changes.enumerated() {
            lines.append(
                "\(changes.offset + number + 1). \(change.kind): \(change.lead)\(change.strengthLabel) — \(change.pageTitle)"
            )
            if let was = change.was { lines.append("   was: \(was)") }
            lines.append("   ID: \(change.id) · \(change.url)")
            for entry in change.changeLog ?? [] { lines.append("   \(entry.date): \(entry.text)") }
        }
        if let next = changes.nextOffset {
            lines.append("\(changes.total - next) more: call again with offset \(next).")
        }
        return lines.joined(separator: "\n")
    }
}
