import HIGModel

/// Where a walk through a document's blocks stands: the draft made so far, the sections open at
/// this point, and what the blocks just before opened that the next ones may continue.
struct DraftCursor {
    /// The block just before, which a translation, a table or a "For guidance, see …" line follows.
    enum Previous {
        case none
        case practice(Int)
        case paragraph(String, section: String)
    }

    let platforms: PhraseMatcher
    var draft: PageDraft
    /// The open sections, outermost first, as indices into the draft's sections.
    var sectionStack: [Int] = []
    var previous: Previous = .none
    /// The short bold label of the table that may follow (see `noteTabLabel`).
    var tabLabel: String?
    /// The practice whose list items and "For guidance, see …" lines are still arriving.
    var openPractice: Int?
    /// Whether the open practice is an item of a plain list, whose next items are practices too.
    var openPracticeIsListItem = false
    /// Whether the paragraph before said a list of practices follows ("Best practices:").
    var practiceList = false
    /// The links section the blocks stand in ("Related", "Developer documentation").
    var resourceList: ResourceLinkWalker.List?
    var openKoreanPractice: Int?
    /// Whether the open Korean practice is an item of a best-practices list.
    var openKoreanIsListItem = false
    var inChangeLog = false
    /// The level of the English heading just before, which a Korean heading of that level
    /// right after translates.
    var englishHeadingBefore: Int?
    /// Apple's Korean edition of a page: its headings are sections, as in the English edition.
    var appleKorean = false

    init(draft: PageDraft, platforms: PhraseMatcher) {
        self.draft = draft
        self.platforms = platforms
        appleKorean = draft.isAppleKorean
    }

    var currentSection: Int? { sectionStack.last }
    var sectionTitle: String { currentSection.map { draft.sections[$0].title } ?? "" }

    /// Closes the open sections at `level` and deeper, as a heading of that level does.
    mutating func closeSections(from level: Int) {
        while let top = currentSection, draft.sections[top].level >= level {
            sectionStack.removeLast()
        }
    }

    /// A paragraph of prose: in the open section, else before the first section.
    mutating func addProse(_ text: String, block: Block) {
        let paragraph = ProseDraft(
            text: text, line: block.line, rich: RichBlocks.block(block), links: block.content.links)
        if let section = currentSection {
            draft.sections[section].prose.append(paragraph)
        } else {
            draft.prose.append(paragraph)
        }
    }

    func location(_ block: Block) -> SourceLocation {
        SourceLocation(file: draft.path, line: block.line)
    }
}
