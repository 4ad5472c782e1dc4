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
    var developerLinks: [InlineLink] = []
    var videoLinks: [InlineLink] = []
    var declaredPlatforms: [String] = []
    /// Platforms the page says it does not support ("Not supported in watchOS.").
    var excludedPlatforms: [String] = []

    var slug: String { Slug.make(title) }
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
