/// Whatever no other walker took: the abstract, paragraphs and callouts of prose, list items
/// outside any practice, and images alone (in the practice they illustrate).
enum ProseWalker: DraftWalker {
    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        block.kind == .listItem ? addListItem(block, &cursor) : addParagraph(block, &cursor)
        return true
    }

    private static func addListItem(_ block: Block, _ cursor: inout DraftCursor) {
        let item = "• " + block.content.text
        cursor.addProse(item, block: block)
        cursor.previous = .paragraph(item, section: cursor.sectionTitle)
    }

    private static func addParagraph(_ block: Block, _ cursor: inout DraftCursor) {
        let text = block.content.text
        if text.isEmpty {
            addImage(block, &cursor)
            return
        }
        if cursor.draft.abstract.isEmpty && cursor.currentSection == nil {
            cursor.draft.abstract = text
        } else {
            cursor.addProse(text, block: block)
        }
        if text.hasSuffix(":"), PracticeLead.introducesList(text) {
            cursor.practiceList = true
        }
        cursor.previous = .paragraph(text, section: cursor.sectionTitle)
    }

    /// An image alone: in the body of the practice it illustrates, else prose with no text.
    private static func addImage(_ block: Block, _ cursor: inout DraftCursor) {
        guard !block.content.images.isEmpty else { return }
        if let open = cursor.openPractice {
            cursor.draft.practices[open].rich?.body.append(RichBlocks.block(block))
        } else {
            cursor.addProse("", block: block)
        }
    }
}
