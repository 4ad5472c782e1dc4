import HIGModel

/// One file's view of one page, before pages from several files are merged.
struct PageDraft: Sendable {
    var path: String
    var format: SourceFormat
    var title: String
    var abstract = ""
    var sections: [SectionDraft] = []
    var practices: [PracticeDraft] = []
    /// Korean practices of a Korean-only source, to be matched to English ones by section and order.
    var koreanPractices: [PracticeDraft] = []
    var koreanNotes: [KoreanNote] = []
    var related: [InlineLink] = []
    var seeAlso: [InlineLink] = []
    var developerLinks: [InlineLink] = []
    var videoLinks: [InlineLink] = []
    var declaredPlatforms: [String] = []
    var metadata: [String: String] = [:]
    /// Platforms the page says it does not support ("Not supported in watchOS.").
    var excludedPlatforms: [String] = []
    /// The newest date of the version this source holds (its change log or front matter), as
    /// `yyyy-MM-dd`; nil when it carries none.
    var revised: String?

    /// The page ID: the title's slug, or, for a title in a script slugs drop (Japanese, say), the
    /// file name's.
    var slug: String {
        let fromTitle = Slug.make(title)
        if !fromTitle.isEmpty { return fromTitle }
        let fromFile = Slug.make(TitleResolver.titleFromFileName(path))
        return fromFile.isEmpty ? "page" : fromFile
    }
}

struct SectionDraft: Sendable, Hashable {
    var title: String
    var level: Int
    var line: Int
    /// Index of the enclosing section in the draft's sections.
    var parent: Int?
    /// Platforms named in the heading ("iOS, iPadOS", "Multitasking on iPad").
    var namedPlatforms: [String] = []
    /// Platforms a paragraph in the section rules out ("Not applicable for macOS …").
    var excludedPlatforms: [String] = []
}

struct PracticeDraft: Sendable, Hashable {
    var lead: String
    var body: String
    var ko: String?
    /// Index into the draft's sections; nil for the page's introduction.
    var sectionIndex: Int?
    var line: Int
    var links: [InlineLink]
    var codeSpans: [String]
}
