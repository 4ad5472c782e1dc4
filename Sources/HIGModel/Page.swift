/// One HIG page, merged from every source that holds it.
package struct Page: Hashable, Codable, Sendable, Identifiable {
    package var id: String
    package var title: String
    package var abstract: String
    /// The Korean that translates the abstract; nil when no source gives one.
    package var abstractKo: String?
    /// Who wrote `abstractKo`, so a community translation is labelled as the machine translation
    /// it mostly is; nil when there is no Korean abstract.
    package var abstractKoSource: KoreanSource?
    package var sources: [String]
    package var platforms: [String]
    package var sections: [Section]
    /// Practice IDs in page order.
    package var practices: [String]
    package var related: [Reference]
    /// Pages a tool listed as see-also (DocC's automatic siblings), apart from the related pages
    /// the author chose.
    package var seeAlso: [Reference]
    /// Korean text that could not be attached to a practice: paragraph translations and
    /// Korean-only notes.
    package var koreanNotes: [KoreanNote]
    /// What a source says about the page beyond its text: DocC `@Metadata` (`titleHeading`,
    /// `pageKind`, `callToAction`, `contributors`).
    package var metadata: [String: String]
    /// The newest edition of an archived page: one that no current source holds any more (a
    /// page of an older edition of the guidelines); nil for a current page.
    package var archivedEdition: String?
    /// The paragraphs before the first section, after the abstract; nil when there are none.
    package var prose: [Paragraph]?
    /// The page's change log, newest first, from every source that has one; nil when none does.
    package var changeLog: [ChangeLogEntry]?
    /// Tables before the first section; nil when there are none (see `allTables`).
    package var tables: [Table]?
    /// Every source file with its kind and edition, in the order of `sources`.
    package var sourceDetails: [SourceDetail]?
    /// The edition that decides what is current: the newest dated Apple HIG source's, else the
    /// newest dated source's; nil when nothing dates the page.
    package var edition: String?
    /// The page on Apple's site; nil for a page no Apple source holds (a post, session notes).
    package var url: String?
    /// The page above this one in Apple's navigation, as its breadcrumb line names it; nil for
    /// a page no source places (see `PageHierarchy`).
    package var parent: String?
    /// The pages this page lists as a collection, in its order: the order of its children.
    package var listing: [String]?
    /// The title of Apple's Korean edition of the page; nil when there is none.
    package var titleKo: String?

    package var isArchived: Bool { archivedEdition != nil }

    /// Whether the Korean abstract is a community translation rather than Apple's.
    package var isAbstractMachineTranslated: Bool { abstractKo != nil && abstractKoSource == .community }

    package init(
        id: String, title: String, abstract: String = "", sources: [String] = [],
        platforms: [String] = [], sections: [Section] = [], practices: [String] = [],
        related: [Reference] = [], seeAlso: [Reference] = [], koreanNotes: [KoreanNote] = [],
        metadata: [String: String] = [:]
    ) {
        self.id = id
        self.title = title
        self.abstract = abstract
        self.sources = sources
        self.platforms = platforms
        self.sections = sections
        self.practices = practices
        self.related = related
        self.seeAlso = seeAlso
        self.koreanNotes = koreanNotes
        self.metadata = metadata
    }
}

/// A heading of a page.
package struct Section: Hashable, Codable, Sendable {
    package var id: String
    package var title: String
    package var level: Int
    package var platforms: [String]
    /// The section's paragraphs that are not practices, with their Korean; nil when it has none.
    package var prose: [Paragraph]?
    /// The section's tables in reading order; nil when it has none.
    package var tables: [Table]?
    /// The heading in Apple's Korean edition of the page; nil when there is none.
    package var titleKo: String?

    package init(id: String, title: String, level: Int, platforms: [String] = []) {
        self.id = id
        self.title = title
        self.level = level
        self.platforms = platforms
    }
}

/// A paragraph of a page's prose: the English as the newest source writes it, and the Korean
/// that translates it.
package struct Paragraph: Hashable, Codable, Sendable {
    package var text: String
    package var ko: String?
    /// Who wrote `ko`, so Korean that is not Apple's is labelled as the machine translation it
    /// mostly is; nil when there is no Korean.
    package var koSource: KoreanSource?
    /// The paragraph with its markup (links, emphasis, code) and its kind of block (a list
    /// item, a callout, an image); nil when the source kept none.
    package var rich: RichBlock?
    /// The practice the paragraph comes after in its section, as the newest source writes it
    /// ("If your app doesn't provide this minimum contrast…" after the contrast guideline); nil
    /// when it comes before the section's first practice.
    package var follows: String?

    package init(
        text: String, ko: String? = nil, koSource: KoreanSource? = nil, rich: RichBlock? = nil, follows: String? = nil
    ) {
        self.text = text
        self.ko = ko
        self.koSource = ko == nil ? nil : koSource
        self.rich = rich
        self.follows = follows
    }

    /// Whether the paragraph's Korean is a community translation rather than Apple's.
    package var isMachineTranslated: Bool { ko != nil && koSource == .community }
}

/// Korean text kept on a page, with the English it translates when known.
package struct KoreanNote: Hashable, Codable, Sendable {
    package var section: String
    package var english: String?
    package var text: String
    package var source: SourceLocation

    package init(section: String, english: String?, text: String, source: SourceLocation) {
        self.section = section
        self.english = english
        self.text = text
        self.source = source
    }
}
