import HIGModel

/// One page's practices merged across its drafts: the same lead from several files is one
/// practice that keeps every source, the newest source's wording (the fullest among equally new
/// ones) and the Korean text.
struct MergedPractice {
    /// The lead of the source that first brought the practice: its ID stays put when a newer
    /// source rewords it.
    var firstLead: String
    var lead: String
    var body: String
    var textRecency: SourceRecency
    /// The edition of the source whose wording the practice gives.
    var textEdition: String?
    var ko: String?
    /// Where the Korean came from, to tell whether it translates the wording given now.
    var koOrigin: KoreanOrigin?
    /// Who wrote `ko`: Apple's Korean edition replaces a community translation.
    var koSource: KoreanSource?
    /// The community Korean that Apple's replaced, kept for search only (`Practice.koParaphrase`).
    var koParaphrase: String?
    /// Every English wording sources give, with their editions.
    var wordings: [KoreanOrigin] = []
    var section: String
    var sectionPath: [SectionDraft]
    var links: [InlineLink]
    var codeSpans: [String]
    /// The lead and body with their markup, from the source whose body the practice gives.
    var rich: RichPractice?
    var sources: [SourceLocation]
    var key: String
    /// Platform restrictions from the practice's place in its first source.
    var sectionPlatforms: [String]?
    var sectionExclusions: [String]
    /// The marked-up bodies of every English source, for the words each gives its links.
    var englishBodies: [[RichBlock]] = []
}

enum PracticeMerger {
    static func merge(_ drafts: [PageDraft]) -> [MergedPractice] {
        var merged: [MergedPractice] = []
        for draft in drafts {
            var claimed: Set<Int> = []
            var unmatched: [PracticeDraft] = []
            for practice in draft.practices {
                let key = Slug.compact(practice.lead)
                if let index = merged.indices.first(where: { !claimed.contains($0) && sameLead(merged[$0].key, key) }) {
                    absorb(practice, from: draft, into: &merged[index])
                    claimed.insert(index)
                } else {
                    unmatched.append(practice)
                }
            }
            let pairs = RewordingMatcher.pairs(
                unmatched, in: draft, against: merged, excluding: claimed)
            for (draftIndex, mergedIndex) in pairs {
                absorb(unmatched[draftIndex], from: draft, into: &merged[mergedIndex])
            }
            let paired = Set(pairs.map(\.0))
            for (index, practice) in unmatched.enumerated() where !paired.contains(index) {
                merged.append(makeMerged(practice, from: draft))
            }
        }
        return merged.map(LinkWording.restored)
    }

    /// Equal leads, or one lead that another source cut short ("Launch instantly." from plain
    /// text against a longer bold lead): a shared start of at least 24 letters.
    private static func sameLead(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return true }
        let shorter = lhs.count < rhs.count ? lhs : rhs
        let longer = lhs.count < rhs.count ? rhs : lhs
        return shorter.count >= 24 && longer.hasPrefix(shorter)
    }

    private static func absorb(_ practice: PracticeDraft, from draft: PageDraft, into target: inout MergedPractice) {
        let location = SourceLocation(file: draft.path, line: practice.line)
        if !target.sources.contains(location) { target.sources.append(location) }
        if target.ko == nil, practice.ko != nil {
            target.ko = practice.ko
            target.koOrigin = KoreanOrigin(practice, in: draft)
        }
        target.wordings.append(KoreanOrigin(practice, in: draft))
        if let body = practice.rich?.body, !Hangul.isKorean(practice.lead) { target.englishBodies.append(body) }
        let recency = SourceRecency(draft)
        if recency > target.textRecency {
            target.lead = practice.lead
            target.textEdition = draft.edition
            if !practice.body.isEmpty { target.body = practice.body }
            if !practice.body.isEmpty || target.rich == nil { target.rich = practice.rich }
            target.textRecency = recency
            // The newest source also says where the guideline stands now: a guideline Apple moved
            // (from a 2022 "Gestures" section into "Mobility") is shown in its current section.
            let path = sectionPath(practice.sectionIndex, in: draft)
            if let current = path.last {
                target.section = current.title
                target.sectionPath = path
            }
            let scope = scope(of: path)
            if let named = scope.named { target.sectionPlatforms = named }
            target.sectionExclusions = scope.excluded
        } else if (recency == target.textRecency && practice.body.count > target.body.count) || target.body.isEmpty {
            target.body = practice.body
            target.rich = practice.rich.map { RichPractice(lead: target.rich?.lead ?? $0.lead, body: $0.body) }
        }
        for link in practice.links where !target.links.contains(link) { target.links.append(link) }
        for code in practice.codeSpans where !target.codeSpans.contains(code) { target.codeSpans.append(code) }
    }

    /// A practice first seen in this draft.
    static func makeMerged(_ practice: PracticeDraft, from draft: PageDraft) -> MergedPractice {
        let path = sectionPath(practice.sectionIndex, in: draft)
        let scope = scope(of: path)
        return MergedPractice(
            firstLead: practice.lead, lead: practice.lead, body: practice.body, textRecency: SourceRecency(draft),
            textEdition: draft.edition, ko: practice.ko,
            koOrigin: practice.ko == nil ? nil : KoreanOrigin(practice, in: draft),
            wordings: Hangul.isKorean(practice.lead) ? [] : [KoreanOrigin(practice, in: draft)],
            section: path.last?.title ?? "",
            sectionPath: path, links: practice.links, codeSpans: practice.codeSpans, rich: practice.rich,
            sources: [SourceLocation(file: draft.path, line: practice.line)], key: Slug.compact(practice.lead),
            sectionPlatforms: scope.named, sectionExclusions: scope.excluded,
            englishBodies: Hangul.isKorean(practice.lead) ? [] : practice.rich.map { [$0.body] } ?? [])
    }

    /// The platforms a practice's place names (those of the nearest section that names any) and
    /// those its sections rule out.
    private static func scope(of path: [SectionDraft]) -> (named: [String]?, excluded: [String]) {
        (path.reversed().first { !$0.namedPlatforms.isEmpty }?.namedPlatforms, path.flatMap(\.excludedPlatforms))
    }

    /// The section and its ancestors, outermost first.
    static func sectionPath(_ index: Int?, in draft: PageDraft) -> [SectionDraft] {
        var path: [SectionDraft] = []
        var current = index
        while let position = current, position < draft.sections.count {
            path.insert(draft.sections[position], at: 0)
            current = draft.sections[position].parent
        }
        return path
    }
}
