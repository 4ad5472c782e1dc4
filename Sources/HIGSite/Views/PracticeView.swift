import HIGModel

/// A practice as `practice.mustache` shows it on its own page.
struct PracticeView: Sendable {
    var anchor: String
    var selfURL: String
    var lead: String
    /// The lead with its links, when it has any ("Include a settings item in the App menu.").
    var leadHTML: String?
    var koLines: [String]
    /// The Korean's first sentence, the heading of the Korean mode; nil when there is no Korean.
    var koLead: String?
    /// The rest of the Korean's first line after `koLead`, and its other lines.
    var koFirstRest = ""
    var koMoreLines: [String] = []
    /// Whether the Korean's first line is its first sentence alone, which the heading shows.
    var koLeadOnly = false
    /// `ko` for a lead and body only a Korean source gives, `en` otherwise.
    var leadLang: String
    var bodyLang: String
    var strength: String
    /// The strength as a Korean reader calls it, for the Korean mode.
    var strengthKo: String
    var body: [String]
    /// The body with its markup, lists, callouts and images; nil when the source kept none.
    var bodyHTML: String?
    var platforms: [Link]
    var lifecycle: [Link]
    var styles: [Link]
    var references: [Link]
    var sources: [String]
    /// Why guidance is outdated: the edition that last states what the page no longer gives.
    var outdatedNote: String?
    /// The guideline on Apple's site, when an Apple source holds its page.
    var appleURL: String?
    /// The editions of a stale Korean text and of the English it trails; nil when it is current.
    var koEdition: String?
    var enEdition: String?
    /// The tables that directly follow the practice on its page.
    var tables: [TableView] = []
    /// The paragraphs that follow the practice on its page, before the next practice.
    var after: [PageView.ProseView] = []
    /// The label of Korean that is not Apple's own translation; nil for Apple's.
    var machineTranslation: String?

    /// - Parameter rich: the page's rich text renderer, which knows its root and sections.
    init(_ practice: Practice, catalog: SiteCatalog, rich: RichHTML) {
        let urls = catalog.urls
        let root = rich.root
        anchor = SiteURLs.anchor(of: practice)
        selfURL = "#\(anchor)"
        lead = practice.lead
        koLines = (practice.ko ?? "").split(whereSeparator: \.isNewline).map(String.init)
        if let first = koLines.first {
            // A first line cut short ("…") is the heading whole, so no Korean is shown twice.
            let lead = FirstSentence.of(first)
            koLead = first.hasPrefix(lead) ? lead : first
            koFirstRest = first.hasPrefix(lead) ? String(first.dropFirst(lead.count)) : ""
            koMoreLines = Array(koLines.dropFirst())
            koLeadOnly = koFirstRest.isEmpty
        }
        leadLang = TextLanguage.of(practice.lead)
        bodyLang = TextLanguage.of(practice.body)
        strength = practice.strength.rawValue
        strengthKo = ToolWords.strength(practice.strength, .ko)
        body = practice.body.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if let text = practice.rich, !text.body.isEmpty {
            bodyHTML = rich.blocks(text.body.map { RichHTML.Item(block: $0) })
        }
        leadHTML = practice.rich?.linkedLead.map(rich.runs)
        platforms = practice.platforms.map {
            Link(title: catalog.platformNames[$0] ?? $0, url: root + urls.platform($0))
        }
        lifecycle = (practice.states + practice.transitions).map {
            Link(title: catalog.lifecycleNames[$0] ?? $0, url: root + urls.lifecycle($0))
        }
        styles = practice.styles.map { Link(title: catalog.styleNames[$0] ?? $0, url: root + urls.style($0)) }
        references = practice.references.map { ReferenceLink.make($0, catalog: catalog, root: root) }
        sources = practice.sources.map { source in
            "\(catalog.input.sourcePath(source.file)):\(source.line)"
                + (source.kind.map {
                    " · " + PageView.label(SourceDetail(file: source.file, kind: $0, edition: source.edition))
                } ?? "")
        }
        outdatedNote = practice.outdatedEdition.map { edition in
            edition.isEmpty
                ? "Only older or undated sources state this; Apple's current page no longer does."
                : "Only the edition of \(edition) states this; Apple's current page no longer does."
        }
        appleURL = practice.url
        if practice.ko != nil, practice.koSource == .community {
            machineTranslation = KoreanSource.machineTranslationLabel
        }
        if practice.ko != nil, let stale = practice.staleKorean {
            koEdition = stale.koreanEdition
            enEdition = stale.englishEdition
        }
    }
}

/// A cross-reference: to a page of the site when its target is in the graph, out otherwise.
enum ReferenceLink {
    static let guidelinesBase = "https://developer.apple.com/design/human-interface-guidelines/"

    static func make(_ reference: Reference, catalog: SiteCatalog, root: String) -> Link {
        switch reference.kind {
        case .page:
            if catalog.pages[reference.target] != nil {
                return Link(title: catalog.pageTitle(reference.target), url: root + catalog.urls.page(reference.target))
            }
            let outside =
                SiteURLs.external(reference.target)
                ?? (SiteURLs.isSlug(reference.target) ? SiteURLs.external(guidelinesBase + reference.target) : nil)
            return Link(
                title: reference.title.isEmpty ? reference.target : reference.title, url: outside, external: true)
        case .symbol:
            if let outside = SiteURLs.external(reference.target) {
                return Link(
                    title: reference.title.isEmpty ? reference.target : reference.title, url: outside, external: true,
                    detail: "documentation")
            }
            if catalog.symbolUses[reference.target] != nil {
                return Link(
                    title: reference.target, url: root + catalog.urls.symbol(reference.target), detail: "symbol")
            }
            return Link(
                title: reference.target, url: DeveloperSymbol.documentationPage(reference.target),
                external: true)
        case .video, .link:
            let title = reference.title.trimmingCharacters(in: [" "])
            return Link(
                title: title.isEmpty ? reference.target : title, url: SiteURLs.external(reference.target),
                external: true, detail: reference.kind == .video ? "video" : nil)
        }
    }
}

/// The `lang` of a text the theme marks as the guideline's own: Korean for guidance only a Korean
/// source gives, English otherwise.
enum TextLanguage {
    static func of(_ text: String) -> String { Hangul.isKorean(text) ? "ko" : "en" }
}
