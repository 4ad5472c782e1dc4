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
    /// Apple's Korean edition's paragraphs, list items and callouts that are not guidelines, in
    /// reading order: the Korean of the English prose at the same place (`AppleKoreanProse`).
    var koreanProse: [KoreanProseDraft] = []
    var related: [InlineLink] = []
    var seeAlso: [InlineLink] = []
    var developerLinks: [InlineLink] = []
    var videoLinks: [InlineLink] = []
    var declaredPlatforms: [String] = []
    /// Paragraphs before the first section that are not practices.
    var prose: [ProseDraft] = []
    var metadata: [String: String] = [:]
    /// Platforms the page says it does not support ("Not supported in watchOS.").
    var excludedPlatforms: [String] = []
    /// The newest date of the version this source holds (its change log or front matter), as
    /// `yyyy-MM-dd`; nil when it carries none.
    var revised: String?
    /// The rows of the source's change log.
    var changeLog: [ChangeLogEntry] = []
    /// The source's tables other than its change log, in reading order.
    var tables: [TableDraft] = []
    /// Its breadcrumb and collection list: its place in Apple's navigation.
    var navigation = NavigationLinks()

    /// Where the source says it was taken from (front matter, DocC identifier, a `Source:` line,
    /// a "원문 보기" link).
    var declaredURLs: [String] = []
    /// Whether the title is written as the page states it, rather than made from a file name or
    /// a URL slug ("[foundations] color").
    var titleWritten = true
    /// The edition of the text: its own date (`revised`), else the one the content's SOURCES.md
    /// gives its file; nil when nothing dates it.
    var edition: String?
    /// The edition the content's SOURCES.md gives the file: the date of the collection it was
    /// copied with.
    var listedEdition: String?

    /// What the source is: the kind its listing gives it, else the one its format and declared
    /// address suggest (see `defaultKind`).
    var kind: SourceKind = .article

    /// Dates the draft: by its own date (the newest change it includes), else by its listing;
    /// and gives it the kind its listing names, else its default.
    mutating func date(listed: String?, kind listedKind: SourceKind? = nil) {
        listedEdition = listed
        edition = revised ?? listed
        kind = listedKind ?? defaultKind
    }

    /// The kind of a source nobody declared: DocC render JSON is Apple's; a Markdown, HTML or
    /// text page is Apple's when it says it was taken from Apple's guidelines (in a localized
    /// folder such as `/kr/`, Apple's translation), else an article; Korean study notes are a
    /// community translation unless they name Apple's Korean page; DocC Markdown is session notes.
    var defaultKind: SourceKind {
        let appleURLs = declaredURLs.filter { url in
            (url.contains("developer.apple.com/") || url.hasPrefix("doc://"))
                && LinkReference.higPageSlug(url) != nil
        }
        let localized = appleURLs.contains {
            $0.range(of: #"\.com/[a-z]{2}(-[a-z]{2})?/design/"#, options: .regularExpression) != nil
        }
        switch format {
        case .doccJSON: return localized ? .appleTranslation : .appleHIG
        case .doccMarkdown: return .sessionNotes
        case .bilingualMarkdown: return localized ? .appleTranslation : .communityTranslation
        case .markdown, .html, .text:
            if localized { return .appleTranslation }
            return appleURLs.isEmpty ? .article : .appleHIG
        }
    }

    /// The page the source says it is: the slug of an HIG page URL it declares.
    var declaredSlug: String? {
        declaredURLs.lazy.compactMap(LinkReference.higPageSlug).first
    }

    /// Whether the title comes from what the source declares of itself (front matter, DocC
    /// metadata, an HTML `<title>`) rather than from its text.
    var titleDeclared = false

    /// The page ID: the declared page; else a declared English title's slug (a clipping saved
    /// as `p.md`); else the file's name; else the title's slug.
    var slug: String {
        if let declaredSlug { return declaredSlug }
        if titleDeclared, titleWritten, !Hangul.containsHangul(title), !Slug.make(title).isEmpty {
            return Slug.make(title)
        }
        return PageFileName.key(path: path, title: title)
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
    /// Paragraphs of the section that are not practices.
    var prose: [ProseDraft] = []
}

/// A paragraph of prose where a source has it, with the Korean that follows it there.
struct ProseDraft: Sendable, Hashable {
    var text: String
    var ko: String?
    var line: Int
    var rich: RichBlock?
    /// The pages and documents it links to, which a translation keeps.
    var links: [InlineLink] = []
}

/// A block of Apple's Korean prose, with what places it: its section, its kind and its line.
struct KoreanProseDraft: Sendable, Hashable {
    var text: String
    var kind: ProseKind
    /// Index into the draft's sections; nil for the page's introduction.
    var sectionIndex: Int?
    var line: Int
    var links: [InlineLink]
}

/// What kind of block a paragraph of prose is, as a translation keeps it: a list item stays a
/// list item, a callout a callout.
enum ProseKind: Sendable, Hashable {
    case paragraph, listItem, callout

    /// The kind of an English paragraph as its source marked it up (a source that kept no markup
    /// marks a list item `• `); nil for an image, which no Korean paragraph translates.
    init?(_ rich: RichBlock?, text: String) {
        switch rich?.kind {
        case .listItem: self = .listItem
        case .callout, .quote: self = .callout
        case .image: return nil
        case .paragraph: self = .paragraph
        case nil: self = text.hasPrefix("• ") ? .listItem : .paragraph
        }
    }
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
    /// The lead and body as the source marked them up; nil for a Korean practice.
    var rich: RichPractice?
}
