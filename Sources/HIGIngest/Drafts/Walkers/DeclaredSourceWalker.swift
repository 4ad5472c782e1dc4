/// A line that says where the saved page came from ("Source: https://…", "[원문 보기](…)"): an
/// address the page is known by, not text of the page.
enum DeclaredSourceWalker: DraftWalker {
    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        guard block.kind != .tableRow, let declared = SourceLine.urls(in: block.content) else { return false }
        cursor.draft.declaredURLs += declared
        // An address on Apple's Korean site makes the page Apple's Korean edition from here on.
        cursor.appleKorean = cursor.draft.isAppleKorean
        return true
    }
}
