import HIGModel

/// A checklist as a GitHub task list, grouped page → section. It is also the review file:
/// `ReviewMarkdownReader` reads back what a reviewer marked.
///
/// ```
/// - [ ] **Respond smoothly to audio interruptions.** `should` <!-- digest 0123456789abcdef -->
///   오디오 중단에 부드럽게 대응합니다.
///   ID: `multitasking/respond-smoothly-to-audio-interruptions` · Source: `text/Multitasking.txt:27`
///   Apple: <https://developer.apple.com/design/human-interface-guidelines/multitasking#Best-practices>
///   People expect … (the body, on one line)
///   Note:
/// ```
public struct ChecklistMarkdown: Sendable {
    /// `both` or `ko` show the Korean beneath the lead; `en` leaves it out.
    public var lang: String

    public init(lang: String = "both") {
        self.lang = lang
    }

    static let headerMarker = "hig-review"
    static let digestMarker = "digest"
    static let changedMarker = "changed since review"
    static let newMarker = "new since review"
    static let removedHeading = "Removed since the review"
    /// Before the wording a changed guideline had in the review.
    static let previousPrefix = "Was:"

    public func render(_ checklist: Checklist, removed: [ChecklistItem] = []) -> String {
        var lines = [
            "# \(inline(checklist.header.title))", "", "<!-- \(Self.headerMarker) \(headerJSON(checklist.header)) -->",
            "",
        ]
        lines += [
            "- Filters: \(inline(checklist.header.filters.summary))",
            "- Content: `\(checklist.header.content.summary)`",
            "- Tool: \(inline(checklist.header.tool))",
            "- Items: \(checklist.items.count)",
            "",
            "Mark each item: `[x]` passes, `[ ]` is open. For the rest put **FAIL**, **N/A** or **WAIVED** after the box "
                + "(`- [ ] **FAIL** **Lead…**`) and write why after `Note:`.",
        ]
        for note in checklist.scopeNotes {
            lines += ["", "> **Note:** \(inline(note))"]
        }
        var page: String?
        var section: String?
        for item in checklist.items {
            if item.pageTitle != page {
                page = item.pageTitle
                section = nil
                lines += ["", "## \(inline(item.pageTitle))"]
            }
            if item.practice.section != section {
                section = item.practice.section
                lines += ["", "### \(inline(item.practice.section.isEmpty ? "General" : item.practice.section))", ""]
            }
            lines += itemLines(item)
        }
        if !removed.isEmpty {
            lines += ["", "## \(Self.removedHeading)", ""]
            for item in removed {
                lines.append("- **\(inline(item.practice.lead))** `\(item.id)` (was \(item.status.label))")
                if !item.note.isEmpty { lines += noteLines(item.note) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func staleNotice(_ stale: StaleKorean) -> String {
        " · ⚠ \(StaleKorean.notice) (\(stale.koreanEdition) 번역, \(stale.englishEdition) 영문)"
    }

    private func itemLines(_ item: ChecklistItem) -> [String] {
        let box = item.status == .pass ? "[x]" : "[ ]"
        let marker = item.status == .pass || item.status == .open ? "" : "**\(item.status.label)** "
        let changed =
            (item.changedSinceReview ? " ⚠ *\(Self.changedMarker)*" : "")
            + (item.newSinceReview ? " ✚ *\(Self.newMarker)*" : "")
        var lines = [
            "- \(box) \(marker)**\(inline(item.practice.lead))** `\(item.practice.strength.rawValue)`\(changed) "
                + "<!-- \(Self.digestMarker) \(item.digest) -->"
        ]
        if lang != "en", let korean = item.practice.ko {
            lines += korean.split(whereSeparator: \.isNewline).map { "  " + guidelineLine(String($0)) }
        }
        let sources = item.sources.map { "`\($0)`" }.joined(separator: ", ")
        // On the ID line, which a review is read back from, so the notice is never taken for Korean.
        var stale = lang != "en" && item.practice.ko != nil ? item.practice.staleKorean.map(Self.staleNotice) ?? "" : ""
        if lang != "en", item.practice.ko != nil, item.practice.koSource == .community {
            stale += " · \(KoreanSource.machineTranslationLabel)"
        }
        lines.append("  ID: `\(item.id)` · Source: \(sources.isEmpty ? "—" : sources)\(stale)")
        // After the ID line, which ends what a review reads back as Korean.
        if let url = item.practice.url { lines.append("  Apple: <\(url)>") }
        if !item.practice.body.isEmpty {
            let body = item.practice.body.split(whereSeparator: \.isNewline).joined(separator: " ")
            lines.append("  " + guidelineLine(body))
        }
        if let previous = item.previousWording {
            let words = previous.split(whereSeparator: \.isNewline).joined(separator: " ")
            lines.append("  \(Self.previousPrefix) \(inline(words))")
        }
        lines += noteLines(item.note)
        return lines
    }

    /// A line of the guideline's own (Korean, the body) that starts with `Note:` or `Was:` has
    /// the word written as code: a reviewer's note may come on either side of the ID line, and
    /// the reader takes only a plain `Note:` for one, and a plain `Was:` for the earlier wording.
    private func guidelineLine(_ text: String) -> String {
        let line = inline(text)
        for word in ["Note:", Self.previousPrefix] where line.hasPrefix(word) {
            return "`\(word)`" + line.dropFirst(word.count)
        }
        return line
    }

    /// `Note:` and the note, every line indented under the item whatever line ends it had.
    private func noteLines(_ note: String) -> [String] {
        let lines = note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var result = ["  Note:" + (lines.first.map { $0.isEmpty ? "" : " " + $0 } ?? "")]
        result += lines.dropFirst().map { "  " + $0 }
        return result
    }

    /// Text on one line with Markdown's own characters made literal, so a lead cannot open a
    /// link, a heading or an HTML tag.
    func inline(_ text: String) -> String {
        var result = ""
        // A line may not start a list ("- ", "+ ", "1. ", "1) ") or a setext underline of its own.
        if let first = text.first, "-+=".contains(first) { result = "\\" }
        let leadingDigits = text.prefix(while: \.isASCIIDigit).count
        for (offset, character) in text.enumerated() {
            if offset == leadingDigits, leadingDigits > 0, character == "." || character == ")" {
                result += "\\\(character)"
                continue
            }
            switch character {
            case "\n", "\r": result.append(" ")
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "!", "~", "&": result += "\\\(character)"
            default: result.append(character)
            }
        }
        return result
    }

    private func headerJSON(_ header: ChecklistHeader) -> String {
        // An HTML comment ends at "--": the JSON is kept free of it.
        ((try? ExportJSON.encode(header, pretty: false)) ?? "{}").replacingOccurrences(of: "--", with: "-\\u002d")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
