/// What an English paragraph says of the platforms of where it stands ("Not supported in
/// watchOS."); it never takes the paragraph, which goes on to be a practice or prose.
enum PlatformScopeWalker: DraftWalker {
    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        guard block.kind != .listItem else { return false }
        PlatformScopeNotes(platforms: cursor.platforms).read(
            block.content.text, section: cursor.currentSection, into: &cursor.draft)
        return false
    }
}
