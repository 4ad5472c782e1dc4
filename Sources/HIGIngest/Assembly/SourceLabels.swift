import HIGModel

/// What each source of a page is and how old its text is, put on the page, its practices'
/// sources and its Korean notes; and the page's address on Apple's site when an Apple source
/// holds it.
struct SourceLabels {
    private let details: [String: SourceDetail]
    private let url: String?

    init(_ drafts: [PageDraft], page: String) {
        details = Dictionary(
            drafts.map { ($0.path, SourceDetail(file: $0.path, kind: $0.kind, edition: $0.edition)) },
            uniquingKeysWith: { first, _ in first })
        url = drafts.contains { $0.kind.isApple } ? AppleURL.page(page) : nil
    }

    func label(_ location: SourceLocation) -> SourceLocation {
        var labelled = location
        labelled.kind = details[location.file]?.kind
        labelled.edition = details[location.file]?.edition
        return labelled
    }

    func label(_ practice: inout Practice) {
        practice.sources = practice.sources.map(label)
        guard url != nil else { return }
        practice.url =
            practice.section.isEmpty || Hangul.isKorean(practice.section)
            ? AppleURL.page(practice.page) : AppleURL.section(practice.section, onPage: practice.page)
    }

    func label(_ page: inout Page) {
        page.sourceDetails = page.sources.compactMap { details[$0] }
        page.url = url
        page.koreanNotes = page.koreanNotes.map { note in
            var labelled = note
            labelled.source = label(note.source)
            return labelled
        }
    }
}
