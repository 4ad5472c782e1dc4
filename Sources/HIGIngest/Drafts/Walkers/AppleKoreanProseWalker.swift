import HIGModel

/// Apple's Korean prose: kept as a note of the page, and as prose to pair with the English at
/// its place (paragraphs, list items, callouts).
enum AppleKoreanProseWalker {
    /// Adds a block of Apple's Korean prose, unless it lists links (a "관련 콘텐츠" list, which the
    /// English edition reads as links) or stands for a video (`[video: …]`), which the English
    /// edition leaves out.
    static func add(_ text: String, block: Block, _ cursor: inout DraftCursor, pairable: Bool = true) {
        cursor.draft.koreanNotes.append(
            KoreanNote(section: cursor.sectionTitle, english: nil, text: text, source: cursor.location(block)))
        guard pairable, cursor.resourceList == nil, !text.hasPrefix("[video:") else { return }
        let kind: ProseKind =
            switch block.kind {
            case .listItem: .listItem
            case .quote: .callout
            default: .paragraph
            }
        cursor.draft.koreanProse.append(
            KoreanProseDraft(
                text: text, kind: kind, sectionIndex: cursor.currentSection, line: block.line,
                links: block.content.links))
    }
}
