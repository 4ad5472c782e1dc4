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
///
///   *The caption of a table that goes with it*
///
///   | Platform | Size |
///   | --- | --- |
///
///   Note:
/// ```
package struct ChecklistMarkdown: Sendable {
    /// `both` or `ko` show the Korean beneath the lead; `en` leaves it out.
    package var lang: String

    package init(lang: String = "both") {
        self.lang = lang
    }

    static let headerMarker = "hig-review"
    static let digestMarker = "digest"
    static let changedMarker = "changed since review"
    static let newMarker = "new since review"
    /// Every language's heading of the removed guidelines, which a review is read back under.
    static let removedHeadings: Set<String> = [
        ToolWords.removedSinceReview.english, ToolWords.removedSinceReview.korean,
    ]
    /// Before why a page is in scope, under its heading.
    static let reasonsPrefix = "Why in scope:"
    /// Before the wording a changed guideline had in the review.
    static let previousPrefix = "Was:"

    private var language: OutputLanguage { OutputLanguage(field: lang) }

    /// The words between the header and the items are the checklist's language; the line markers
    /// a review is read back by (`ID:`, `Note:`, `Was:`, `Apple:`, the strength code) are not.
    package func render(_ checklist: Checklist, removed: [ChecklistItem] = []) -> String {
        var lines = preambleLines(checklist)
        var page: String?
        var section: String?
        for item in checklist.items {
            if item.pageTitle != page {
                page = item.pageTitle
                section = nil
                lines += pageHeadingLines(item.pageTitle)
                let reasons = checklist.reasons(for: item.practice.page)
                if !reasons.isEmpty {
                    lines += ["", "*\(Self.reasonsPrefix)* " + reasons.map(inline).joined(separator: "; ")]
                }
            }
            if item.practice.section != section {
                section = item.practice.section
                lines += sectionHeadingLines(item.sectionTitle ?? item.practice.section)
            }
            lines += guidelineLines(item) + noteLines(item.note)
        }
        if !removed.isEmpty {
            lines += ["", "## \(word(.removedSinceReview))", ""]
            for item in removed {
                lines.append("- **\(inline(item.practice.lead))** `\(item.id)` (was \(item.status.label))")
                if !item.note.isEmpty { lines += noteLines(item.note) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines before the first page: the title, the header the reader takes the checklist's
    /// identity from (filters, content, tool), the instructions and the scope notes.
    package func preambleLines(_ checklist: Checklist) -> [String] {
        var lines = [
            "# \(inline(checklist.header.title))", "", "<!-- \(Self.headerMarker) \(headerJSON(checklist.header)) -->",
            "",
        ]
        lines += [
            "- \(word(.filters)): \(inline(checklist.header.filters.summary))",
            "- \(word(.content)): `\(checklist.header.content.summary)`",
            "- \(word(.tool)): \(inline(checklist.header.tool))",
            "- \(word(.items)): \(checklist.items.count)",
            "",
            word(.markInstructions),
        ]
        for note in checklist.scopeNotes {
            lines += ["", "> **Note:** \(inline(note))"]
        }
        return lines
    }

    /// The heading of a page's items.
    package func pageHeadingLines(_ pageTitle: String) -> [String] {
        ["", "## \(inline(pageTitle))"]
    }

    /// The heading of a section's items (its title in the checklist's language); a page's guidance
    /// outside any section is under "General".
    package func sectionHeadingLines(_ section: String) -> [String] {
        ["", "### \(inline(section.isEmpty ? word(.general) : section))", ""]
    }

    private func word(_ word: ToolWords) -> String { word.text(language) }

    static func staleNotice(_ stale: StaleKorean) -> String {
        " · ⚠ \(StaleKorean.notice) (\(stale.koreanEdition) 번역, \(stale.englishEdition) 영문)"
    }

    /// An item's lines up to its note: the box and its mark, the lead, the Korean, the ID line
    /// the reader pairs it by, Apple's address, the body and the wording it had.
    package func guidelineLines(_ item: ChecklistItem) -> [String] {
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
        // Apple's tables, as GFM tables inside the item, apart from the lines before and the
        // note after by empty lines; the review reader passes over them.
        for table in item.tables {
            lines += [""] + TableMarkdown.lines(table).map { $0.isEmpty ? "" : "  " + $0 } + [""]
        }
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
    /// Each line is made literal as a lead is, so a note's `# …`, `1. …` or `*…*` comes back
    /// from the reader as the reviewer typed it rather than as a heading, a list or emphasis.
    private func noteLines(_ note: String) -> [String] {
        let lines = note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { inline(String($0)) }
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
