import HIGModel

/// A page's prose: the paragraphs that are not practices, as the newest source writes them, each
/// with the Korean any source gives the same English. Korean of English that the newest source
/// no longer has stays a note beside its old English.
struct PageProse {
    var sections: [Section]
    var intro: [Paragraph]
    var notes: [KoreanNote]
    /// The Korean of the abstract, which would otherwise be a note repeating it.
    var abstractKo: String?
    /// Who wrote `abstractKo`.
    var abstractKoSource: KoreanSource?

    /// `appleAbstract`: the abstract of Apple's Korean edition, which is no paragraph's Korean.
    /// `practices`: the page's practices, which a paragraph is placed after by their sources.
    init(
        sections: [Section], drafts: [PageDraft], practices: [Practice], notes: [KoreanNote], abstract: String,
        appleAbstract: String?
    ) {
        // Apple's Korean edition has no English prose to give, however new it is.
        let newest = drafts.enumerated().filter { !$0.element.isAppleKorean }.max { lhs, rhs in
            let (left, right) = (lhs.element.edition ?? "", rhs.element.edition ?? "")
            return left != right ? left < right : lhs.offset > rhs.offset
        }?.element
        var translations: [String: (text: String, source: KoreanSource)] = [:]
        let appleKoreanFiles = Set(drafts.filter(\.isAppleKorean).map(\.path))
        var translated: [(draft: PageDraft, section: String, paragraph: ProseDraft)] = []
        for draft in drafts.sorted(by: { ($0.edition ?? "") < ($1.edition ?? "") }) {
            let paragraphs = [("", draft.prose)] + draft.sections.map { ($0.title, $0.prose) }
            for (section, prose) in paragraphs {
                for paragraph in prose {
                    guard let ko = paragraph.ko else { continue }
                    translations[Slug.compact(paragraph.text)] = (ko, draft.isAppleKorean ? .apple : .community)
                    translated.append((draft, section, paragraph))
                }
            }
        }
        // Korean a source kept as a note beside English the page shows (a translation of what
        // was the abstract there) translates that English here.
        for note in notes {
            guard let english = note.english.map(Slug.compact), !english.isEmpty else { continue }
            if translations[english] == nil {
                translations[english] = (note.text, appleKoreanFiles.contains(note.source.file) ? .apple : .community)
            }
        }
        let apple = newest.map { AppleKoreanProse.translations(of: $0, among: drafts, abstract: appleAbstract) } ?? [:]
        let appleKinds = Dictionary(
            drafts.map { ($0.path, $0.kind == .appleTranslation ? KoreanSource.apple : .community) },
            uniquingKeysWith: { first, _ in first })
        let follows = newest.map { ProseFollows(newest: $0, practices: practices) }
        func withKorean(_ prose: [ProseDraft], section: Int? = nil) -> [Paragraph] {
            prose.map { draft in
                // Apple's Korean edition first, where it has the paragraph (its listing says who
                // wrote it); else the newest source is never Apple's Korean edition (see `newest`),
                // so Korean written beside its own English is a community translation.
                let translation =
                    apple[draft.line].map { (text: $0.text, source: appleKinds[$0.source.file] ?? .apple) }
                    ?? draft.ko.map { (text: $0, source: KoreanSource.community) }
                    ?? translations[Slug.compact(draft.text)]
                return Paragraph(
                    text: draft.text, ko: translation?.text, koSource: translation?.source, rich: draft.rich,
                    follows: section.flatMap { follows?.practice(before: draft.line, inSection: $0) })
            }
        }
        // Two sections of one title ("### Purpose" in an overview, "## Purpose" below it) each
        // keep their own paragraphs: a section is matched by its title and which one of that
        // title it is.
        var bySection: [String: [[Paragraph]]] = [:]
        for (index, section) in (newest?.sections ?? []).enumerated() {
            bySection[Slug.make(section.title), default: []].append(withKorean(section.prose, section: index))
        }
        var seen: [String: Int] = [:]
        self.sections = sections.map { section in
            var section = section
            let occurrence = seen[section.id, default: 0]
            seen[section.id] = occurrence + 1
            let same = bySection[section.id] ?? []
            let prose = occurrence < same.count ? same[occurrence] : []
            section.prose = prose.isEmpty ? nil : prose
            return section
        }
        intro = withKorean(newest?.prose ?? [])
        let abstractKey = Slug.compact(abstract)
        let abstractTranslation = abstractKey.isEmpty ? nil : translations[abstractKey]
        abstractKo = abstractTranslation?.text
        abstractKoSource = abstractTranslation?.source
        let shownParagraphs = intro + bySection.values.flatMap { $0.flatMap { $0 } }
        var shown = Set(shownParagraphs.map { Slug.compact($0.text) })
        if !abstractKey.isEmpty { shown.insert(abstractKey) }
        // Korean the page already shows beside its English (the same words in a community copy
        // and in Apple's Korean edition) is not shown again as a note.
        var shownKorean = Set(shownParagraphs.compactMap(\.ko).map(Slug.compact))
        if let abstractKo { shownKorean.insert(Slug.compact(abstractKo)) }
        // Apple's Korean paired with a paragraph is that paragraph's Korean, not a note.
        let paired = Set(apple.values.map { "\($0.source.file):\($0.source.line)" })
        let kept =
            notes.filter { note in
                guard !paired.contains("\(note.source.file):\(note.source.line)") else { return false }
                return note.english.map { !shown.contains(Slug.compact($0)) }
                    ?? !shownKorean.contains(Slug.compact(note.text))
            }
            + translated.filter { !shown.contains(Slug.compact($0.paragraph.text)) }.map { item in
                KoreanNote(
                    section: item.section, english: item.paragraph.text, text: item.paragraph.ko ?? "",
                    source: SourceLocation(file: item.draft.path, line: item.paragraph.line))
            }
        self.notes = Self.once(kept)
    }

    /// Each note once: two sources of the same notes (a study's copy and its original) give
    /// every note twice.
    private static func once(_ notes: [KoreanNote]) -> [KoreanNote] {
        var seen: Set<String> = []
        return notes.filter { note in
            let english = note.english.map(Slug.compact) ?? ""
            return seen.insert(english.isEmpty ? "ko:" + Slug.compact(note.text) : "en:" + english).inserted
        }
    }
}
