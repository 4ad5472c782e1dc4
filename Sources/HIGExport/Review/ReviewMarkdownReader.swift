import Foundation
import HIGModel
import HIGParsers

/// Reads a Markdown review (see `ChecklistMarkdown`) with cmark-gfm: task items under page and
/// section headings, their boxes, status words, IDs and notes.
struct ReviewMarkdownReader {
    let file: String

    func read(_ whole: String) -> ReviewFile {
        var problems = ReviewProblems(file: file)
        var text = whole
        if let stop = MarkdownTaskItems.start(ofItemAfter: ReviewItemCheck.maximumItems, in: whole) {
            problems.error("too-many-items", line: stop.line, ReviewItemCheck.tooManyMessage)
            text = String(decoding: whole.utf8.prefix(stop.offset), as: UTF8.self)
        }
        var bounds = MarkdownBounds()
        let document = MarkdownParser.parse(text, bounds: &bounds)
        for limit in bounds.limits { problems.warning("markdown.\(limit.id)", line: limit.line, limit.message) }
        var header: ChecklistHeader?
        var title = ""
        var page = ""
        var section = ""
        var items: [ChecklistItem] = []
        var removed: [ChecklistItem] = []
        var scopeNotes: [String] = []
        var check = ReviewItemCheck()
        for block in document.children {
            switch block.type {
            case .heading where block.headingLevel == 1:
                title = MarkdownLines(block).text
            case .heading where block.headingLevel == 2:
                page = MarkdownLines(block).text
                section = ""
            case .heading:
                section = MarkdownLines(block).text
            case .htmlBlock where block.literal.contains(ChecklistMarkdown.headerMarker):
                header = readHeader(block, problems: &problems)
            case .blockQuote:
                let note = MarkdownLines(block).text
                if note.hasPrefix("Note:") { scopeNotes.append(note.dropFirst(5).trimmed) }
            case .list where ChecklistMarkdown.removedHeadings.contains(page):
                removed += block.children.compactMap(readRemoved)
            case .list:
                for entry in block.children where entry.type == .tasklist {
                    guard let item = readItem(entry, page: page, section: section, problems: &problems),
                        check.admit(id: item.id, line: entry.line, problems: &problems)
                    else { continue }
                    items.append(item)
                }
            default:
                continue
            }
        }
        guard !items.isEmpty else {
            problems.error("empty", line: 1, "no checklist items found (task-list items with an ID line)")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        if header == nil {
            problems.warning(
                "header.missing", line: 1, "no hig-review header: the filters and content it came from are unknown")
        }
        var resolvedHeader =
            header
            ?? ChecklistHeader(
                title: title, filters: ChecklistFilters(), content: ContentSnapshot(digest: "", indexed: ""), tool: "")
        if !title.isEmpty { resolvedHeader.title = title }
        return ReviewFile(
            checklist: Checklist(header: resolvedHeader, items: items, scopeNotes: scopeNotes, removed: removed),
            diagnostics: problems.diagnostics)
    }

    private func readHeader(_ block: MarkdownNode, problems: inout ReviewProblems) -> ChecklistHeader? {
        let literal = block.literal.trimmed
        let json = literal.replacingOccurrences(of: "<!--", with: "").replacingOccurrences(of: "-->", with: "")
            .replacingOccurrences(of: ChecklistMarkdown.headerMarker, with: "").trimmed
        do {
            return try JSONDecoder().decode(ChecklistHeader.self, from: Data(json.utf8))
        } catch {
            problems.warning(
                "header.invalid", line: block.line,
                "the hig-review header is not readable JSON; the filters it names are ignored")
            return nil
        }
    }

    private func readItem(_ entry: MarkdownNode, page: String, section: String, problems: inout ReviewProblems)
        -> ChecklistItem?
    {
        let lines = Self.withoutExportedTables(entry.children).flatMap { MarkdownLines($0).lines }
        guard let first = lines.first else { return nil }
        var status: ReviewStatus = entry.checked ? .pass : .open
        var segments = first.segments.filter {
            !($0.kind == .text && $0.text.trimmed.isEmpty)
        }
        if let marker = segments.first, segments.filter({ $0.kind == .strong }).count > 1 || marker.kind == .text {
            guard let marked = ReviewStatus(marker: marker.text) else {
                problems.error(
                    "item.mark", line: entry.line,
                    "unknown mark '\(marker.text.trimmed)': use FAIL, N/A or WAIVED after the box, or check it for a pass"
                )
                return nil
            }
            if marked != .open { status = marked }
            segments.removeFirst()
        }
        let lead = segments.first { $0.kind == .strong }?.text ?? ""
        let strength = segments.first { $0.kind == .code }?.text ?? ""
        let digest = segments.compactMap { $0.kind == .html ? Self.digest(in: $0.text) : nil }.first
        let firstPlain = first.plain
        let changed = firstPlain.contains(ChecklistMarkdown.changedMarker)
        let new = firstPlain.contains(ChecklistMarkdown.newMarker)
        var korean: [String] = []
        var id = ""
        var sources: [String] = []
        var note: [String]?
        // After the ID line, the guideline's own lines: Apple's address, the body, the wording it had.
        var body: String?
        var previous: String?
        // A note may come before the ID line as well as after it: a reviewer types it under the
        // lead. Read as Korean, it was shown as such and lost on update. It runs to the ID line
        // (a note's second line cannot be told from Korean, and a note must not be lost); the
        // export's `Note:` line after the ID then adds its text, if any, to it.
        var noteBeforeID = false
        for line in lines.dropFirst() {
            // Made once a line: a line's plain text is joined from its segments.
            let plain = line.plain
            let codes = line.segments.filter { $0.kind == .code }.map(\.text)
            let opensNote = plain.hasPrefix("Note:") && line.segments.first?.kind != .code
            let plainWord = line.segments.first?.kind != .code
            if id.isEmpty && plain.hasPrefix("ID:") && !codes.isEmpty {
                id = codes[0]
                sources = Array(codes.dropFirst())
            } else if !id.isEmpty && (note == nil || noteBeforeID) && plainWord
                && plain.hasPrefix(ChecklistMarkdown.previousPrefix)
            {
                previous = plain.dropFirst(ChecklistMarkdown.previousPrefix.count).trimmed
            } else if !id.isEmpty && (note == nil || noteBeforeID) && body == nil && !opensNote
                && !plain.hasPrefix("Apple:")
            {
                body = plain
            } else if noteBeforeID && !id.isEmpty {
                // A note written before the ID line is whole: the export's own `Note:` line adds
                // its text; Apple's address and the body between are the guideline's lines.
                if opensNote {
                    noteBeforeID = false
                    let rest = Self.noteText(line)
                    if !rest.isEmpty { note?.append(rest) }
                }
            } else if note != nil {
                note?.append(line.markdown)
            } else if opensNote {
                note = [Self.noteText(line)]
                noteBeforeID = id.isEmpty
            } else if id.isEmpty {
                // Lines after the ID line (Apple's address, the body) are the guideline's, not the reviewer's.
                korean.append(plain)
            }
        }
        let practice = Practice.reviewed(
            id: id, lead: lead, body: body ?? "", ko: korean.joined(separator: "\n"), section: section,
            strength: strength, sources: sources)
        return ChecklistItem(
            practice: practice, pageTitle: page, status: status,
            note: (note ?? []).joined(separator: "\n").trimmed,
            digest: digest ?? "", changedSinceReview: changed, newSinceReview: new, previousWording: previous)
    }

    /// An entry of the list of guidelines removed since the review: `- **Lead** `id` (was PASS)`,
    /// then its note.
    private func readRemoved(_ entry: MarkdownNode) -> ChecklistItem? {
        let lines = entry.children.flatMap { MarkdownLines($0).lines }
        guard let first = lines.first, let id = first.segments.first(where: { $0.kind == .code })?.text else {
            return nil
        }
        let lead = first.segments.first { $0.kind == .strong }?.text ?? ""
        let was = first.plain.range(of: "(was ").map { first.plain[$0.upperBound...].prefix { $0 != ")" } }
        let note = lines.dropFirst().map(\.markdown).joined(separator: "\n")
        return ChecklistItem(
            practice: Practice.reviewed(id: id, lead: lead, ko: nil, section: "", strength: "", sources: []),
            pageTitle: "", status: was.flatMap { ReviewStatus(marker: String($0)) } ?? .open,
            note: note.hasPrefix("Note:") ? String(note.dropFirst(5)).trimmed : note)
    }

    /// An item's blocks without the tables the export put before the note (each with its
    /// caption, a paragraph of emphasis alone): they are Apple's, not the reviewer's. A table
    /// after the note is the reviewer's and stays.
    static func withoutExportedTables(_ children: [MarkdownNode]) -> [MarkdownNode] {
        // The export's note paragraph follows its tables; a note typed under the lead is in the first.
        let noteStart =
            children.indices.dropFirst().first { index in
                children[index].type == .paragraph
                    && MarkdownLines(children[index]).lines.first?.plain.hasPrefix("Note:") == true
            } ?? children.endIndex
        var skipped = Set<Int>()
        for index in children.indices where index < noteStart && children[index].type == .table {
            skipped.insert(index)
            let before = index - 1
            if before > 0, children[before].type == .paragraph, children[before].children.count == 1,
                children[before].children[0].type == .emph
            {
                skipped.insert(before)
            }
        }
        return children.indices.filter { !skipped.contains($0) }.map { children[$0] }
    }

    /// What follows `Note:` on its line, as Markdown.
    private static func noteText(_ line: MarkdownLines.Line) -> String {
        String(line.markdown.dropFirst(5)).trimmed
    }

    private static func digest(in html: String) -> String? {
        let words = html.split(separator: " ")
        guard let index = words.firstIndex(of: Substring(ChecklistMarkdown.digestMarker)), index + 1 < words.count
        else { return nil }
        return String(words[index + 1])
    }
}
