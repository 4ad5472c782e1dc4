import Foundation
import HIGModel

/// Korean beside the English: a translation attaches to the practice or prose it follows; Korean
/// with nothing to translate makes Korean practices (matched to English ones later) or notes.
enum KoreanWalker: DraftWalker {
    /// Every quote (a translation in bilingual notes, else an English epigraph or callout), and
    /// every Korean block.
    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        guard block.kind == .quote || isKorean(block.content.text, cursor) else { return false }
        read(block, &cursor)
        return true
    }

    /// Korean text; in Apple's Korean edition, any text with Hangul, however much English it names.
    static func isKorean(_ text: String, _ cursor: DraftCursor) -> Bool {
        Hangul.isKorean(text) || cursor.appleKorean && Hangul.containsHangul(text)
    }

    /// A Korean practice written as a heading under an English section, as Korean-only notes do.
    static func addHeadingPractice(_ title: String, line: Int, _ cursor: inout DraftCursor) {
        cursor.draft.koreanPractices.append(
            PracticeDraft(
                lead: title, body: "", sectionIndex: cursor.currentSection, line: line, links: [], codeSpans: []))
        cursor.openKoreanPractice = cursor.draft.koreanPractices.count - 1
    }

    static func read(_ block: Block, _ cursor: inout DraftCursor) {
        let text = withoutListMarker(block.content.text)
        guard Hangul.containsHangul(text) else {
            // An English quote: an epigraph or a callout, never a translation.
            var paragraph = block
            paragraph.kind = .paragraph
            DraftWalkers.readAsParagraph(paragraph, &cursor)
            return
        }
        if translate(text, block: block, &cursor) { return }
        let content = block.content
        let koreanLead = content.lead.map { cursor.appleKorean ? Hangul.containsHangul($0) : Hangul.isKorean($0) }
        if cursor.appleKorean, let lead = content.lead, isCalloutLabel(lead) {
            // "> **참고:** …": a callout, as the English edition's "> **Note** …" is, not a guideline.
            cursor.openKoreanPractice = nil
            AppleKoreanProseWalker.add(text, block: block, &cursor)
            return
        }
        if let lead = content.lead, koreanLead == true, cursor.currentSection != nil {
            let practice = PracticeDraft(
                lead: withoutListMarker(lead), body: content.afterLead, sectionIndex: cursor.currentSection,
                line: block.line, links: content.links, codeSpans: content.codeSpans)
            if cursor.appleKorean, !practice.readsAsKoreanGuideline {
                // "**인체공학.** …", "- **기본.** …": a label that names a thing is prose, as the
                // English edition reads "**Ergonomics.** …". A label alone ("**콤팩트**") names
                // the image beneath it, which the English edition's copies give no label.
                cursor.openKoreanPractice = nil
                AppleKoreanProseWalker.add(
                    text, block: block, &cursor, pairable: !practice.body.trimmingCharacters(in: .whitespaces).isEmpty)
                return
            }
            cursor.draft.koreanPractices.append(practice)
            cursor.openKoreanPractice = cursor.draft.koreanPractices.count - 1
            cursor.openKoreanIsListItem = false
            return
        }
        if cursor.appleKorean && block.kind != .listItem {
            // Apple's Korean, like its English, ends a guideline with its paragraph: what follows is prose.
            cursor.openKoreanPractice = nil
        }
        if cursor.appleKorean, block.kind == .listItem, cursor.openKoreanPractice == nil || cursor.openKoreanIsListItem,
            PracticeListWords.koreanTitles.contains(where: cursor.sectionTitle.contains)
        {
            // "## 모범 사례" then "- 화면상의 제어기 수를 제한하고, …": a guideline per item, as in English.
            let (lead, body) = Sentences.splitFirst(text)
            addPractice(lead, body, block: block, &cursor)
            cursor.openKoreanIsListItem = true
            return
        }
        cursor.openKoreanIsListItem = false
        if let open = cursor.openKoreanPractice {
            let body = cursor.draft.koreanPractices[open].body
            cursor.draft.koreanPractices[open].body = body.isEmpty ? text : body + "\n" + text
            return
        }
        if cursor.appleKorean {
            AppleKoreanProseWalker.add(text, block: block, &cursor)
        } else {
            cursor.draft.koreanNotes.append(
                KoreanNote(section: cursor.sectionTitle, english: nil, text: text, source: cursor.location(block)))
        }
    }

    /// A callout's label: `참고:`, `중요:`, `개발자 참고 사항:`.
    private static func isCalloutLabel(_ lead: String) -> Bool {
        let lead = lead.trimmingCharacters(in: .whitespaces)
        return lead.hasSuffix(":") && lead.split(separator: " ").count <= 3
    }

    /// Attaches a translation to the English practice or paragraph just before; true when there
    /// was one. Apple's Korean translates no paragraph of its own page: it is the whole page in Korean.
    private static func translate(_ text: String, block: Block, _ cursor: inout DraftCursor) -> Bool {
        switch cursor.appleKorean ? .none : cursor.previous {
        case .practice(let index):
            let existing = cursor.draft.practices[index].ko
            cursor.draft.practices[index].ko = existing.map { $0 + "\n" + text } ?? text
            return true
        case .paragraph(let english, let section):
            if !translateProse(english, with: text, &cursor) {
                cursor.draft.koreanNotes.append(
                    KoreanNote(section: section, english: english, text: text, source: cursor.location(block)))
            }
            cursor.previous = .none
            return true
        case .none:
            return false
        }
    }

    private static func addPractice(_ lead: String, _ body: String, block: Block, _ cursor: inout DraftCursor) {
        cursor.draft.koreanPractices.append(
            PracticeDraft(
                lead: lead, body: body, sectionIndex: cursor.currentSection, line: block.line,
                links: block.content.links, codeSpans: block.content.codeSpans))
        cursor.openKoreanPractice = cursor.draft.koreanPractices.count - 1
    }

    /// Attaches Korean to the prose paragraph it follows; false when that paragraph is not
    /// prose (the abstract, a list item).
    private static func translateProse(_ english: String, with korean: String, _ cursor: inout DraftCursor) -> Bool {
        func attach(_ paragraphs: inout [ProseDraft]) -> Bool {
            guard let last = paragraphs.indices.last, paragraphs[last].text == english else { return false }
            paragraphs[last].ko = paragraphs[last].ko.map { $0 + "\n" + korean } ?? korean
            return true
        }
        if let section = cursor.currentSection { return attach(&cursor.draft.sections[section].prose) }
        return attach(&cursor.draft.prose)
    }

    /// A translation of a list item keeps the item's marker as text ("> - 항목"); it is no part
    /// of what the item says.
    static func withoutListMarker(_ text: String) -> String {
        var rest = Substring(text)
        while let first = rest.first, "-*•·".contains(first), rest.dropFirst().first?.isWhitespace == true {
            rest = rest.dropFirst().drop { $0.isWhitespace }
        }
        return String(rest)
    }
}
