/// One HIG page, merged from every source that holds it.
public struct Page: Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var abstract: String
    /// The Korean that translates the abstract; nil when no source gives one.
    public var abstractKo: String?
    /// Who wrote `abstractKo`, so a community translation is labelled as the machine translation
    /// it mostly is; nil when there is no Korean abstract.
    public var abstractKoSource: KoreanSource?
    public var sources: [String]
    public var platforms: [String]
    public var sections: [Section]
    /// Practice IDs in page order.
    public var practices: [String]
    public var related: [Reference]
    /// Pages a tool listed as see-also (DocC's automatic siblings), apart from the related pages
    /// the author chose.
    public var seeAlso: [Reference]
    /// Korean text that could not be attached to a practice: paragraph translations and
    /// Korean-only notes.
    public var koreanNotes: [KoreanNote]
    /// What a source says about the page beyond its text: DocC `@Metadata` (`titleHeading`,
    /// `pageKind`, `callToAction`, `contributors`).
    public var metadata: [String: String]
    /// The newest edition of an archived page: one that no current source holds any more (a
    /// page of an older edition of the guidelines); nil for a current page.
    public var archivedEdition: String?
    /// The paragraphs before the first section, after the abstract; nil when there are none.
    public var prose: [Paragraph]?
    /// The page's change log, newest first, from every source that has one; nil when none does.
    public var changeLog: [ChangeLogEntry]?
    /// Tables before the first section; nil when there are none (see `allTables`).
    public var tables: [Table]?
    /// Every source file with its kind and edition, in the order of `sources`.
    public var sourceDetails: [SourceDetail]?
    /// The edition that decides what is current: the newest dated Apple HIG source's, else the
    /// newest dated source's; nil when nothing dates the page.
    public var edition: String?
    /// The page on Apple's site; nil for a page no Apple source holds (a post, session notes).
    public var url: String?
    /// The page above this one in Apple's navigation, as its breadcrumb line names it; nil for
    /// a page no source places (see `PageHierarchy`).
    public var parent: String?
    /// The pages this page lists as a collection, in its order: the order of its children.
    public var listing: [String]?
    /// The title of Apple's Korean edition of the page; nil when there is none.
    public var titleKo: String?

    public var isArchived: Bool { archivedEdition != nil }

    /// Whether the Korean abstract is a community translation rather than Apple's.
    public var isAbstractMachineTranslated: Bool { abstractKo != nil && abstractKoSource == .community }

    public init(
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
public struct Section: Hashable, Codable, Sendable {
    public var id: String
    public var title: String
    public var level: Int
    public var platforms: [String]
    /// The section's paragraphs that are not practices, with their Korean; nil when it has none.
    public var prose: [Paragraph]?
    /// The section's tables in reading order; nil when it has none.
    public var tables: [Table]?
    /// The heading in Apple's Korean edition of the page; nil when there is none.
    public var titleKo: String?

    public init(id: String, title: String, level: Int, platforms: [String] = []) {
        self.id = id
        self.title = title
        self.level = level
        self.platforms = platforms
    }
}

/// A paragraph of a page's prose: the English as the newest source writes it, and the Korean
/// that translates it.
public struct Paragraph: Hashable, Codable, Sendable {
    public var text: String
    public var ko: String?
    /// Who wrote `ko`, so Korean that is not Apple's is labelled as the machine translation it
    /// mostly is; nil when there is no Korean.
    public var koSource: KoreanSource?
    /// The paragraph with its markup (links, emphasis, code) and its kind of block (a list
    /// item, a callout, an image); nil when the source kept none.
    public var rich: RichBlock?

    public init(text: String, ko: String? = nil, koSource: KoreanSource? = nil, rich: RichBlock? = nil) {
        self.text = text
        self.ko = ko
        self.koSource = ko == nil ? nil : koSource
        self.rich = rich
    }

    /// Whether the paragraph's Korean is a community translation rather than Apple's.
    public var isMachineTranslated: Bool { ko != nil && koSource == .community }
}

/// Korean text kept on a page, with the English it translates when known.
public struct KoreanNote: Hashable, Codable, Sendable {
    public var section: String
    public var english: String?
    public var text: String
    public var source: SourceLocation

    public init(section: String, english: String?, text: String, source: SourceLocation) {
        self.section = section
        self.english = english
        self.text = text
        self.source = source
    }
}
