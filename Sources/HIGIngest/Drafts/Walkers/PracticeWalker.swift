import HIGModel

/// Practices: a paragraph or list item whose lead states a guideline, an item of a list of
/// practices, and what continues the open practice (its list items, "For guidance, see …").
enum PracticeWalker: DraftWalker {
    private static let guidanceOpeners = [
        "for guidance", "for developer guidance", "see ", "for more", "to learn more",
    ]

    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        block.kind == .listItem ? takeListItem(block, &cursor) : takeParagraph(block, &cursor)
    }

    private static func takeParagraph(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        let content = block.content
        // An image alone is the prose walker's, whatever practice is open.
        guard !content.text.isEmpty else { return false }
        if let open = cursor.openPractice, guidanceOpeners.contains(where: content.text.lowercased().hasPrefix) {
            appendToBody(of: open, block, bullet: false, &cursor)
            cursor.previous = .practice(open)
            return true
        }
        cursor.practiceList = false
        let inSection = cursor.currentSection != nil
        if let practice = PracticeLead.practice(from: content, format: cursor.draft.format, inSection: inSection) {
            add(practice.lead, practice.body, block: block, &cursor)
            return true
        }
        // A paragraph that states no practice ends the open one.
        cursor.openPractice = nil
        return false
    }

    private static func takeListItem(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        let content = block.content
        if cursor.draft.format != .text, cursor.currentSection != nil, let lead = content.lead,
            Sentences.isSentence(lead), Sentences.wordCount(lead) >= 3
        {
            // "- **Use a toggle to …** A toggle …": a guideline written as a list item.
            let (lead, body) = PracticeLead.settle(lead: lead, body: content.afterLead)
            add(lead, body, block: block, &cursor)
            return true
        }
        if cursor.practiceList || inBestPracticesList(content, cursor) {
            let (lead, body) = PracticeLead.splitListItem(content.text)
            add(lead, body, block: block, &cursor)
            cursor.openPracticeIsListItem = true
            return true
        }
        if let open = cursor.openPractice {
            appendToBody(of: open, block, bullet: true, &cursor)
            cursor.previous = .practice(open)
            return true
        }
        return false
    }

    /// A plain item of a "Best practices" section that gives an instruction ("Designing for
    /// iOS": "- Help people concentrate on primary tasks …").
    private static func inBestPracticesList(_ content: RichText, _ cursor: DraftCursor) -> Bool {
        guard cursor.openPractice == nil || cursor.openPracticeIsListItem, cursor.draft.format != .text,
            PracticeLead.introducesList(cursor.sectionTitle)
        else { return false }
        return PracticeLead.instructs(content.text)
    }

    private static func add(_ lead: String, _ body: String, block: Block, _ cursor: inout DraftCursor) {
        cursor.draft.practices.append(
            PracticeDraft(
                lead: lead, body: body, sectionIndex: cursor.currentSection, line: block.line,
                links: block.content.links, codeSpans: block.content.codeSpans,
                rich: RichPractice(block: block, lead: lead)))
        let index = cursor.draft.practices.count - 1
        cursor.openPractice = index
        cursor.openPracticeIsListItem = false
        cursor.previous = .practice(index)
    }

    private static func appendToBody(of index: Int, _ block: Block, bullet: Bool, _ cursor: inout DraftCursor) {
        let content = block.content
        var practice = cursor.draft.practices[index]
        practice.rich?.body.append(RichBlocks.block(block))
        let addition = bullet ? "• " + content.text : content.text
        practice.body = practice.body.isEmpty ? addition : practice.body + "\n" + addition
        practice.links += content.links
        practice.codeSpans += content.codeSpans
        cursor.draft.practices[index] = practice
    }
}
