import HIGModel

/// Attaches Apple's Korean edition of a page to the English it translates. Apple's Korean page
/// has the sections and bold-lead guidelines of the English edition it was written beside, in the
/// same order: sections are paired by order and level, then the guidelines of each pair of
/// sections by order, each pair checked by what both sides keep (links, numbers, Latin words).
/// What does not line up gets no Korean rather than another guideline's.
enum AppleKoreanAligner {
    /// What Apple's Korean gave a page.
    struct Outcome {
        /// The page's Korean title.
        var title: String?
        /// Korean section titles by English section title.
        var sectionTitles: [String: String] = [:]
        /// Korean guidelines that line up with no English one: kept on the page as notes.
        var notes: [KoreanNote] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Attaches the Korean of every Apple Korean draft among `drafts` to `practices` (Apple's
    /// translation replaces a community one).
    static func align(_ drafts: [PageDraft], to practices: inout [MergedPractice]) -> Outcome {
        var outcome = Outcome()
        let english = drafts.filter { !$0.isAppleKorean && !$0.practices.isEmpty }
        for korean in drafts where korean.isAppleKorean {
            outcome.title = outcome.title ?? (Hangul.isKorean(korean.title) ? korean.title : nil)
            let best = english.map { StructuralPairing(korean: korean, english: $0) }.max { lhs, rhs in
                if lhs.practicePairs.count != rhs.practicePairs.count {
                    return lhs.practicePairs.count < rhs.practicePairs.count
                }
                return (lhs.english.edition ?? "") < (rhs.english.edition ?? "")
            }
            var attached: Set<Int> = []
            if let best {
                for (koreanIndex, englishIndex) in best.practicePairs {
                    let source = best.english.practices[englishIndex]
                    let location = SourceLocation(file: best.english.path, line: source.line)
                    guard let target = practices.firstIndex(where: { $0.sources.contains(location) }) else { continue }
                    attach(korean.koreanPractices[koreanIndex], from: korean, to: &practices[target])
                    attached.insert(koreanIndex)
                }
                for (koreanSection, englishSection) in best.sectionPairs {
                    outcome.sectionTitles[best.english.sections[englishSection].title] =
                        korean.sections[koreanSection].title
                }
            }
            for (index, practice) in korean.koreanPractices.enumerated() where !attached.contains(index) {
                let section = practice.sectionIndex.map { korean.sections[$0].title } ?? ""
                outcome.notes.append(
                    KoreanNote(
                        section: section, english: nil, text: text(of: practice),
                        source: SourceLocation(file: korean.path, line: practice.line)))
            }
            if let diagnostic = diagnostic(korean, pairing: best) { outcome.diagnostics.append(diagnostic) }
        }
        return outcome
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func text(of practice: PracticeDraft) -> String {
        practice.body.isEmpty ? practice.lead : practice.lead + "\n" + practice.body
    }

    private static func attach(_ korean: PracticeDraft, from draft: PageDraft, to practice: inout MergedPractice) {
        if practice.koSource != .apple, let community = practice.ko, draft.kind == .appleTranslation {
            practice.koParaphrase = community
        }
        practice.ko = text(of: korean)
        practice.koOrigin = KoreanOrigin(koreanOnly: korean, in: draft)
        // The listing's kind says who wrote it: a page declaring Apple's Korean URL is Apple's unless listed otherwise.
        practice.koSource = draft.kind == .appleTranslation ? .apple : .community
        let location = SourceLocation(file: draft.path, line: korean.line)
        if !practice.sources.contains(location) { practice.sources.append(location) }
    }

    /// One note per page whose Korean did not line up whole: how many guidelines it gave Korean
    /// to, and how many sections differ.
    private static func diagnostic(_ korean: PageDraft, pairing: StructuralPairing?) -> Diagnostic? {
        guard let pairing else {
            guard !korean.koreanPractices.isEmpty else { return nil }
            return Diagnostic(
                file: korean.path, line: 1, severity: .warning, id: "ingest.korean.no-english",
                message: "Apple's Korean page has no English page with guidelines to attach to; "
                    + "its \(korean.koreanPractices.count) guidelines are kept as Korean notes")
        }
        let total = pairing.englishPracticeCount
        let aligned = pairing.practicePairs.count
        let differing = pairing.differingSections
        guard aligned < total || differing > 0 else { return nil }
        if aligned == 0 {
            return Diagnostic(
                file: korean.path, line: 1, severity: .warning, id: "ingest.korean.unaligned",
                message: "Apple's Korean page matches the structure of no English edition of "
                    + "'\(fileName(pairing.english.path))'; no Korean attached")
        }
        let sections = differing == 1 ? "1 section differs" : "\(differing) sections differ"
        return Diagnostic(
            file: korean.path, line: 1, severity: .note, id: "ingest.korean.partial-alignment",
            message: "aligned \(aligned) of \(total) practices with '\(fileName(pairing.english.path))'; \(sections)")
    }
}
