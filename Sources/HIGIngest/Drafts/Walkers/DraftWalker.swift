/// One concern of turning a document's blocks into a page draft: the outline, the practices,
/// the prose, a table, a change log, the links a section lists, the Korean beside the English.
/// `DraftBuilder` offers every block to its walkers in order, and the first that takes the block
/// is the last to see it; a walker that passes may still note what the block says of its place
/// (a paragraph that is not a practice closes the open one).
protocol DraftWalker: SendableMetatype {
    /// Takes the block when it is this walker's concern; false leaves it to the next walker.
    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool
}

/// The walkers in the order they are offered a block.
enum DraftWalkers {
    /// Every block: headings first, then what a section's title makes of what it holds (a change
    /// log, a links section), then the Korean, then an English paragraph or list item.
    static let blocks: [any DraftWalker.Type] =
        [
            OutlineWalker.self, DeclaredSourceWalker.self, ChangeLogWalker.self, TableWalker.self,
            ResourceLinkWalker.self, KoreanWalker.self,
        ] + paragraphs

    /// An English paragraph or list item: what it says of its platforms, the practice it states or
    /// continues, else prose.
    static let paragraphs: [any DraftWalker.Type] = [PlatformScopeWalker.self, PracticeWalker.self, ProseWalker.self]

    static func walk(_ block: Block, _ cursor: inout DraftCursor) {
        cursor.noteTabLabel(block)
        offer(block, to: blocks, &cursor)
    }

    /// Reads a block as a paragraph: a heading that is a sentence, a quote in English.
    static func readAsParagraph(_ block: Block, _ cursor: inout DraftCursor) {
        offer(block, to: paragraphs, &cursor)
    }

    private static func offer(_ block: Block, to walkers: [any DraftWalker.Type], _ cursor: inout DraftCursor) {
        for walker in walkers where walker.take(block, &cursor) { return }
    }
}
