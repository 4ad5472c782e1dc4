import HIGModel

/// Walks a document's blocks once and makes its page draft: sections, practices with their
/// bodies, Korean translations attached to the English they follow, related links.
struct DraftBuilder {
    let platforms: PhraseMatcher

    private enum Previous {
        case none
        case practice(Int)
        case paragraph(String, section: String)
    }

    private enum ResourceList {
        case related, developer, videos, skipped
    }

    private static let practiceListLeadIns = [
        "best practice", "responsibilit", "guideline", "recommendation", "tips", "dos and don",
    ]
    private static let guidanceOpeners = [
        "for guidance", "for developer guidance", "see ", "for more", "to learn more",
    ]
    private static let changeLogTitles: Set<String> = [
        "change log", "changelog", "revision history", "document revision history", "변경 기록", "변경 내역",
        "변경 로그",
    ]
    /// Korean titles of sections whose plain list items are guidelines ("Best practices").
    private static let koreanPracticeListTitles = ["모범 사례"]
    private static let calloutLabels: Set<String> = ["note", "important", "tip", "warning", "caution"]

    func build(_ document: ReadDocument) -> PageDraft {
        let resolution = TitleResolver.resolve(
            blocks: document.blocks, declared: document.declaredTitle, path: document.path)
        var state = State(
            draft: PageDraft(path: document.path, format: document.format, title: resolution.title))
        state.draft.declaredPlatforms = document.declaredPlatforms.compactMap { platforms.keys(in: $0).first }
        state.draft.related = document.related
        state.draft.seeAlso = document.seeAlso
        state.draft.metadata = document.metadata
        state.draft.revised = document.revised
        state.draft.declaredURLs = document.declaredURLs
        state.appleKorean = state.draft.isAppleKorean
        state.draft.titleWritten = resolution.written
        state.draft.titleDeclared = document.declaredTitle != nil
        state.draft.navigation = NavigationLinks(document.blocks, titleIndex: resolution.headingIndex)
        let blocks = ClippingChrome.article(document.blocks, titleIndex: resolution.headingIndex)
        for (offset, block) in blocks.enumerated() {
            if offset == 0, resolution.headingIndex != nil { continue }
            if offset == 0, block.headingLevel == 1, TitleResolver.clean(block.content.text) == resolution.title {
                continue
            }
            handle(block, state: &state)
        }
        return state.draft
    }

    private struct State {
        var draft: PageDraft
        var sectionStack: [Int] = []
        var previous: Previous = .none
        /// The practice whose list items and "For guidance, see …" lines are still arriving.
        var openPractice: Int?
        /// Whether the open practice is an item of a plain list, whose next items are practices too.
        var openPracticeIsListItem = false
        var practiceList = false
        var resourceList: ResourceList?
        var openKoreanPractice: Int?
        var inChangeLog = false
        /// The level of the English heading just before, which a Korean heading of that level
        /// right after translates.
        var englishHeadingBefore: Int?
        /// Apple's Korean edition of a page: its headings are sections, as in the English edition.
        var appleKorean = false
        /// Whether the open Korean practice is an item of a best-practices list.
        var openKoreanIsListItem = false

        var currentSection: Int? { sectionStack.last }
        var sectionTitle: String { currentSection.map { draft.sections[$0].title } ?? "" }
    }

    private func handle(_ block: Block, state: inout State) {
        let text = block.content.text
        if let level = block.headingLevel {
            handleHeading(block, level: level, state: &state)
            state.englishHeadingBefore = Hangul.isKorean(text) ? nil : level
            return
        }
        state.englishHeadingBefore = nil
        if block.kind != .tableRow, let declared = SourceLine.urls(in: block.content) {
            state.draft.declaredURLs += declared
            state.appleKorean = state.draft.isAppleKorean
            return
        }
        if state.inChangeLog {
            noteRevision(text, state: &state)
            return
        }
        if block.kind == .tableRow, state.resourceList != .skipped {
            state.draft.addTableRow(block, section: state.currentSection, leadIn: tableLeadIn(state))
        }
        if block.kind == .tableRow || state.resourceList == .skipped { return }
        let korean = Hangul.isKorean(text) || state.appleKorean && Hangul.containsHangul(text)
        if let list = state.resourceList, !korean {
            collectResource(block.content, into: list, state: &state)
            return
        }
        if block.kind == .quote || korean {
            handleKorean(block, state: &state)
            return
        }
        switch block.kind {
        case .listItem: handleListItem(block, state: &state)
        default: handleParagraph(block, state: &state)
        }
    }

    /// What a table starting here follows: the open practice, or the paragraph just before.
    private func tableLeadIn(_ state: State) -> TableLeadIn {
        switch state.previous {
        case .practice(let index): .practice(index)
        case .paragraph(let text, _): .paragraph(text)
        case .none: .none
        }
    }

    // MARK: Headings

    private func handleHeading(_ block: Block, level: Int, state: inout State) {
        let title = block.content.text
        state.openPractice = nil
        state.practiceList = false
        state.previous = .none
        state.openKoreanPractice = nil
        state.inChangeLog = Self.changeLogTitles.contains(title.lowercased().trimmed)
        // A Korean name of a links section ("연관 내용") opens that section like its English name.
        if Hangul.isKorean(title), let list = resourceList(for: title, level: level, current: nil) {
            while let top = state.currentSection, state.draft.sections[top].level >= level {
                state.sectionStack.removeLast()
            }
            state.resourceList = list
            return
        }
        let sentence = isKoreanSentence(title)
        let translatesHeading = state.englishHeadingBefore == level
        if state.appleKorean {
            // Apple's Korean headings are the page's sections, whatever their wording.
        } else if Hangul.isKorean(title) && (translatesHeading || sentence && state.currentSection == nil) {
            // The translation of the heading before it, or a Korean subtitle.
            handleKorean(Block(.paragraph, block.content, line: block.line), state: &state)
            return
        }
        if !state.appleKorean && Hangul.isKorean(title) && sentence {
            // Korean-only notes write each practice as a heading under an English section.
            state.draft.koreanPractices.append(
                PracticeDraft(
                    lead: title, body: "", sectionIndex: state.currentSection, line: block.line, links: [],
                    codeSpans: []))
            state.openKoreanPractice = state.draft.koreanPractices.count - 1
            return
        }
        if Sentences.isSentence(title) && Sentences.wordCount(title) > 6 {
            handleParagraph(Block(.paragraph, block.content, line: block.line), state: &state)
            return
        }
        while let top = state.currentSection, state.draft.sections[top].level >= level {
            state.sectionStack.removeLast()
        }
        var section = SectionDraft(title: title, level: level, line: block.line, parent: state.currentSection)
        section.namedPlatforms = platforms.keys(in: title)
        state.draft.sections.append(section)
        state.sectionStack.append(state.draft.sections.count - 1)
        state.resourceList = resourceList(for: title, level: level, current: state.resourceList)
    }

    private func resourceList(for title: String, level: Int, current: ResourceList?) -> ResourceList? {
        switch title.lowercased().trimmed {
        case "resources", "리소스", "자료", "참고 자료": return .skipped
        case "related", "연관 내용", "관련 콘텐츠", "관련 내용", "관련 항목", "관련 문서", "관련": return .related
        case "developer documentation", "developer 문서", "개발자 문서", "개발자 문서화": return .developer
        case "videos", "비디오", "동영상", "영상": return .videos
        case "change log", "changelog", "변경 기록", "변경 내역", "변경 로그": return .skipped
        default: return current != nil && level > 2 ? current : nil
        }
    }

    private func isKoreanSentence(_ title: String) -> Bool {
        let trimmed = title.trimmed
        return Sentences.isSentence(trimmed) || trimmed.hasSuffix("다") || trimmed.hasSuffix("요")
            || Sentences.wordCount(trimmed) >= 4
    }

    private func collectResource(_ content: RichText, into list: ResourceList, state: inout State) {
        switch list {
        case .related: state.draft.related.append(contentsOf: content.links)
        case .developer: state.draft.developerLinks.append(contentsOf: content.links)
        case .videos: state.draft.videoLinks.append(contentsOf: content.links)
        case .skipped: break
        }
    }

    // MARK: English blocks

    private func handleParagraph(_ block: Block, state: inout State) {
        let content = block.content
        let lowered = content.text.lowercased()
        PlatformScopeNotes(platforms: platforms).read(content.text, section: state.currentSection, into: &state.draft)
        if content.text.isEmpty {
            addImage(block, state: &state)
            return
        }
        if let open = state.openPractice, Self.guidanceOpeners.contains(where: lowered.hasPrefix) {
            appendToBody(of: open, block, bullet: false, state: &state)
            state.previous = .practice(open)
            return
        }
        state.practiceList = false
        if let practice = practice(from: content, format: state.draft.format, inSection: state.currentSection != nil) {
            addPractice(practice.lead, practice.body, block: block, state: &state)
            return
        }
        state.openPractice = nil
        if state.draft.abstract.isEmpty && state.currentSection == nil {
            state.draft.abstract = content.text
        } else {
            addProse(content.text, block: block, state: &state)
        }
        if content.text.hasSuffix(":"), Self.practiceListLeadIns.contains(where: lowered.contains) {
            state.practiceList = true
        }
        state.previous = .paragraph(content.text, section: state.sectionTitle)
    }

    private func handleListItem(_ block: Block, state: inout State) {
        let content = block.content
        if state.draft.format != .text, state.currentSection != nil, let lead = content.lead,
            Sentences.isSentence(lead), Sentences.wordCount(lead) >= 3
        {
            // "- **Use a toggle to …** A toggle …": a guideline written as a list item.
            let (lead, body) = Self.settle(lead: lead, body: content.afterLead)
            addPractice(lead, body, block: block, state: &state)
            return
        }
        if state.practiceList || inBestPracticesList(content, state: state) {
            let (lead, body) = Self.splitListItem(content.text)
            addPractice(lead, body, block: block, state: &state)
            state.openPracticeIsListItem = true
            return
        }
        if let open = state.openPractice {
            appendToBody(of: open, block, bullet: true, state: &state)
            state.previous = .practice(open)
            return
        }
        let item = "• " + content.text
        addProse(item, block: block, state: &state)
        state.previous = .paragraph(item, section: state.sectionTitle)
    }

    /// A plain item of a "Best practices" section that gives an instruction ("Designing for
    /// iOS": "- Help people concentrate on primary tasks …").
    private func inBestPracticesList(_ content: RichText, state: State) -> Bool {
        guard state.openPractice == nil || state.openPracticeIsListItem, state.draft.format != .text,
            Self.practiceListLeadIns.contains(where: state.sectionTitle.lowercased().contains)
        else { return false }
        let (first, _) = Sentences.splitFirst(content.text)
        if Imperatives.isImperative(first) { return true }
        let opening = first.prefix { !$0.isWhitespace && $0 != "," }.lowercased()
        return first.first?.isUppercase == true && !Self.descriptiveOpenings.contains(opening)
    }

    /// First words of list items that describe rather than instruct ("The Home Screen shows …").
    private static let descriptiveOpenings: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "it", "its", "it’s", "they", "their", "there", "your",
        "our", "we", "people", "some", "many", "most", "each", "every", "all", "in", "on", "at", "for", "with",
        "when", "while", "apps", "games", "users", "you", "one", "two", "three",
    ]

    /// "Reduce memory usage …: The system terminates …" → the clause before the colon leads.
    static func splitListItem(_ text: String) -> (lead: String, body: String) {
        let (sentence, rest) = Sentences.splitFirst(text)
        if let colon = sentence.range(of: ": ") {
            let lead = String(sentence[..<colon.lowerBound]).trimmed + "."
            let body = (String(sentence[colon.upperBound...]) + " " + rest).trimmed
            return (lead, body)
        }
        return (sentence, rest)
    }

    private func practice(from content: RichText, format: SourceFormat, inSection: Bool) -> (
        lead: String, body: String
    )? {
        if format == .text {
            guard inSection else { return nil }
            let (first, rest) = Sentences.splitFirst(content.text)
            guard Imperatives.isImperative(first), Sentences.isSentence(first) else { return nil }
            return (first, rest)
        }
        guard let lead = content.lead, !lead.isEmpty, !Hangul.isKorean(lead) else { return nil }
        let bare = lead.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)).lowercased()
        if Self.calloutLabels.contains(bare) { return nil }
        guard inSection || Sentences.wordCount(lead) >= 3 else { return nil }
        guard Sentences.isSentence(lead) || !content.afterLead.isEmpty else { return nil }
        // "**Monochrome.** A single color …", "**Developer note** …": a label names a thing and
        // asks nothing.
        guard Imperatives.isImperative(lead) || Sentences.wordCount(lead) >= 4 else { return nil }
        return Self.settle(lead: lead, body: content.afterLead)
    }

    /// "**Provide a message only if necessary**. In general, …": the full stop outside the bold
    /// belongs to the lead; a dash that joins lead and body belongs to neither.
    static func settle(lead: String, body: String) -> (lead: String, body: String) {
        var lead = lead
        var body = body
        if let first = body.first, ".!?".contains(first), !Sentences.isSentence(lead) {
            lead.append(first)
            body.removeFirst()
        }
        body = String(body.drop { $0 == "—" || $0 == "–" || $0 == "-" || $0.isWhitespace })
        return (lead, body)
    }

    private func addPractice(_ lead: String, _ body: String, block: Block, state: inout State) {
        state.draft.practices.append(
            PracticeDraft(
                lead: lead, body: body, sectionIndex: state.currentSection, line: block.line,
                links: block.content.links, codeSpans: block.content.codeSpans,
                rich: RichPractice(block: block, lead: lead)))
        let index = state.draft.practices.count - 1
        state.openPractice = index
        state.openPracticeIsListItem = false
        state.previous = .practice(index)
    }

    private func appendToBody(of index: Int, _ block: Block, bullet: Bool, state: inout State) {
        let content = block.content
        var practice = state.draft.practices[index]
        practice.rich?.body.append(RichBlocks.block(block))
        let addition = bullet ? "• " + content.text : content.text
        practice.body = practice.body.isEmpty ? addition : practice.body + "\n" + addition
        practice.links += content.links
        practice.codeSpans += content.codeSpans
        state.draft.practices[index] = practice
    }

    /// A change log's newest date dates the version the source holds.
    private func noteRevision(_ text: String, state: inout State) {
        guard let newest = RevisionDates.dates(in: text).max() else { return }
        if newest > (state.draft.revised ?? "") { state.draft.revised = newest }
        // A row is "date | changes": the cell after the date says what changed.
        let cells = text.components(separatedBy: " | ")
        if cells.count >= 2, let date = RevisionDates.dates(in: cells[0]).first {
            let changes = cells.dropFirst().joined(separator: " ").trimmingCharacters(in: .whitespaces)
            if !changes.isEmpty { state.draft.changeLog.append(ChangeLogEntry(date: date, text: changes)) }
        }
    }

    // MARK: Korean blocks

    private func handleKorean(_ block: Block, state: inout State) {
        let text = Self.withoutListMarker(block.content.text)
        guard Hangul.containsHangul(text) else {
            // An English quote: an epigraph or a callout, never a translation.
            var paragraph = block
            paragraph.kind = .paragraph
            handleParagraph(paragraph, state: &state)
            return
        }
        // Apple's Korean translates no paragraph of its own page: it is the whole page in Korean.
        switch state.appleKorean ? .none : state.previous {
        case .practice(let index):
            let existing = state.draft.practices[index].ko
            state.draft.practices[index].ko = existing.map { $0 + "\n" + text } ?? text
            return
        case .paragraph(let english, let section):
            if !translateProse(english, with: text, state: &state) {
                state.draft.koreanNotes.append(
                    KoreanNote(section: section, english: english, text: text, source: location(block, state)))
            }
            state.previous = .none
            return
        case .none:
            break
        }
        let koreanLead = block.content.lead.map { state.appleKorean ? Hangul.containsHangul($0) : Hangul.isKorean($0) }
        if state.appleKorean, let lead = block.content.lead, Self.isCalloutLabel(lead) {
            // "> **참고:** …": a callout, as the English edition's "> **Note** …" is, not a guideline.
            state.openKoreanPractice = nil
            addKoreanProse(text, block: block, state: &state)
            return
        }
        if let lead = block.content.lead, koreanLead == true, state.currentSection != nil {
            let practice = PracticeDraft(
                lead: Self.withoutListMarker(lead), body: block.content.afterLead, sectionIndex: state.currentSection,
                line: block.line, links: block.content.links, codeSpans: block.content.codeSpans)
            if state.appleKorean, !StructuralPairing.isGuideline(practice) {
                // "**인체공학.** …", "- **기본.** …": a label that names a thing is prose, as the
                // English edition reads "**Ergonomics.** …". A label alone ("**콤팩트**") names
                // the image beneath it, which the English edition's copies give no label.
                state.openKoreanPractice = nil
                addKoreanProse(text, block: block, state: &state, pairable: !practice.body.trimmed.isEmpty)
                return
            }
            state.draft.koreanPractices.append(practice)
            state.openKoreanPractice = state.draft.koreanPractices.count - 1
            state.openKoreanIsListItem = false
            return
        }
        if state.appleKorean && block.kind != .listItem {
            // Apple's Korean, like its English, ends a guideline with its paragraph: what follows is prose.
            state.openKoreanPractice = nil
        }
        if state.appleKorean, block.kind == .listItem, state.openKoreanPractice == nil || state.openKoreanIsListItem,
            Self.koreanPracticeListTitles.contains(where: state.sectionTitle.contains)
        {
            // "## 모범 사례" then "- 화면상의 제어기 수를 제한하고, …": a guideline per item, as in English.
            let (lead, body) = Sentences.splitFirst(text)
            state.draft.koreanPractices.append(
                PracticeDraft(
                    lead: lead, body: body, sectionIndex: state.currentSection, line: block.line,
                    links: block.content.links, codeSpans: block.content.codeSpans))
            state.openKoreanPractice = state.draft.koreanPractices.count - 1
            state.openKoreanIsListItem = true
            return
        }
        state.openKoreanIsListItem = false
        if let open = state.openKoreanPractice {
            var practice = state.draft.koreanPractices[open]
            practice.body = practice.body.isEmpty ? text : practice.body + "\n" + text
            state.draft.koreanPractices[open] = practice
            return
        }
        if state.appleKorean {
            addKoreanProse(text, block: block, state: &state)
        } else {
            state.draft.koreanNotes.append(
                KoreanNote(section: state.sectionTitle, english: nil, text: text, source: location(block, state)))
        }
    }

    /// A callout's label: `참고:`, `중요:`, `개발자 참고 사항:`.
    private static func isCalloutLabel(_ lead: String) -> Bool {
        let lead = lead.trimmed
        return lead.hasSuffix(":") && lead.split(separator: " ").count <= 3
    }

    /// A block of Apple's Korean prose: a note of the page, and prose to pair with the English
    /// at its place, unless it lists links (a "관련 콘텐츠" list, which the English edition reads
    /// as links) or stands for a video (`[video: …]`), which the English edition leaves out.
    private func addKoreanProse(_ text: String, block: Block, state: inout State, pairable: Bool = true) {
        state.draft.koreanNotes.append(
            KoreanNote(section: state.sectionTitle, english: nil, text: text, source: location(block, state)))
        guard pairable, state.resourceList == nil, !text.hasPrefix("[video:") else { return }
        let kind: ProseKind =
            switch block.kind {
            case .listItem: .listItem
            case .quote: .callout
            default: .paragraph
            }
        state.draft.koreanProse.append(
            KoreanProseDraft(
                text: text, kind: kind, sectionIndex: state.currentSection, line: block.line,
                links: block.content.links))
    }

    // MARK: Prose

    private func addProse(_ text: String, block: Block, state: inout State) {
        let paragraph = ProseDraft(
            text: text, line: block.line, rich: RichBlocks.block(block), links: block.content.links)
        if let section = state.currentSection {
            state.draft.sections[section].prose.append(paragraph)
        } else {
            state.draft.prose.append(paragraph)
        }
    }

    /// An image alone: in the body of the practice it illustrates, else prose with no text.
    private func addImage(_ block: Block, state: inout State) {
        guard !block.content.images.isEmpty else { return }
        if let open = state.openPractice {
            state.draft.practices[open].rich?.body.append(RichBlocks.block(block))
        } else {
            addProse("", block: block, state: &state)
        }
    }

    /// Attaches Korean to the prose paragraph it follows; false when that paragraph is not
    /// prose (the abstract, a list item).
    private func translateProse(_ english: String, with korean: String, state: inout State) -> Bool {
        func attach(_ paragraphs: inout [ProseDraft]) -> Bool {
            guard let last = paragraphs.indices.last, paragraphs[last].text == english else { return false }
            paragraphs[last].ko = paragraphs[last].ko.map { $0 + "\n" + korean } ?? korean
            return true
        }
        if let section = state.currentSection { return attach(&state.draft.sections[section].prose) }
        return attach(&state.draft.prose)
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

    private func location(_ block: Block, _ state: State) -> SourceLocation {
        SourceLocation(file: state.draft.path, line: block.line)
    }
}
