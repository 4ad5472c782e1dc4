import HIGModel
import HIGSupport

/// Merges page drafts into the rule graph: one page per title, practices deduplicated with all
/// their sources, Korean attached, tags and references resolved, IDs made stable.
struct GraphAssembler {
    let tagger: GuidelineTagger

    /// Which draft leads a merged page (its order and sections win): the one with the most
    /// practices, then the richer format.
    private static let formatRank: [SourceFormat: Int] = [
        .markdown: 0, .doccJSON: 1, .html: 2, .bilingualMarkdown: 3, .doccMarkdown: 4, .text: 5,
    ]

    func assemble(_ drafts: [PageDraft], files: [IngestedFile]) -> (graph: RuleGraph, diagnostics: [Diagnostic]) {
        let grouping = PageGrouping(drafts)
        let aliases = Self.pageAliases(grouping.groups.map { ($0[0].slug, $0.map(\.path)) })
        let made = assemblePages(grouping.groups, aliases: aliases, titles: nil)
        var pages = made.pages
        let current = Editions.currentListing(of: drafts)
        for index in pages.indices {
            pages[index].archivedEdition = Editions.archived(grouping.groups[index], current: current)
        }
        let files = files.map { file in
            var file = file
            if let page = file.page { file.page = grouping.page(ofPath: file.path, key: page) }
            return file
        }
        let practices = made.practices
        var taxonomy = tagger.taxonomy
        taxonomy.translations += LearnedGlossary.translations(of: pages)
        for machineIndex in taxonomy.machines.indices {
            let machine = taxonomy.machines[machineIndex]
            for transitionIndex in machine.transitions.indices {
                let key = Taxonomy.qualified(machine.id, machine.transitions[transitionIndex].id)
                taxonomy.machines[machineIndex].transitions[transitionIndex].practices =
                    practices.filter { $0.transitions.contains(key) }.map(\.id)
            }
        }
        var graph = RuleGraph(pages: pages, practices: practices, taxonomy: taxonomy, files: files)
        graph.currentEdition = current
        let conflicts = grouping.groups.flatMap { AppleAuthority($0)?.conflictDiagnostics ?? [] }
        return (graph, grouping.diagnostics + conflicts + made.diagnostics)
    }

    /// Pages from their drafts (a group per page), references resolved against every page's
    /// aliases and titles (`titles` nil: the titles of the pages made here).
    func assemblePages(_ groups: [[PageDraft]], aliases: [String: String], titles: [String: String]?)
        -> (pages: [Page], practices: [Practice], diagnostics: [Diagnostic])
    {
        let grouped = groups.map { $0.sorted(by: Self.leadsBefore) }
        let made = grouped.concurrentMap { drafts in makePage(slug: PageGrouping.key(of: drafts), drafts: drafts) }
        var pages = made.map(\.0)
        var practices = made.flatMap(\.1)
        var diagnostics = made.flatMap(\.2)
        let titles =
            titles ?? Dictionary(pages.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let mentions = PageMentions(titles: titles.sorted { $0.key < $1.key }.map { ($0.value, $0.key) })
        let unresolved = practices
        let references = unresolved.concurrentMap { practice in
            resolve(practice, aliases: aliases, mentions: mentions, titles: titles)
        }
        for index in practices.indices {
            practices[index].references = references[index]
            practices[index].rich = practices[index].rich?.mappingLinks { resolvePage($0, aliases: aliases) }
        }
        let navigation = PageNavigation(aliases: aliases, titles: titles)
        for index in pages.indices {
            pages[index].related = pages[index].related.map { resolvePage($0, aliases: aliases) }
            pages[index].seeAlso = pages[index].seeAlso.map { resolvePage($0, aliases: aliases) }
            RichLinks.resolve(&pages[index]) { resolvePage($0, aliases: aliases) }
            if let diagnostic = navigation.place(&pages[index], drafts: grouped[index]) {
                diagnostics.append(diagnostic)
            }
        }
        return (pages, practices, diagnostics)
    }

    private static func leadsBefore(_ lhs: PageDraft, _ rhs: PageDraft) -> Bool {
        if lhs.practices.count != rhs.practices.count { return lhs.practices.count > rhs.practices.count }
        let left = formatRank[lhs.format] ?? 9
        let right = formatRank[rhs.format] ?? 9
        return left != right ? left < right : lhs.path < rhs.path
    }

    private func makePage(slug: String, drafts: [PageDraft]) -> (Page, [Practice], [Diagnostic]) {
        var merged = PracticeMerger.merge(drafts)
        var koreanNotes = drafts.flatMap(\.koreanNotes)
        koreanNotes += KoreanAligner.align(
            drafts.map { $0.isAppleKorean ? $0.withoutKoreanPractices : $0 }, to: &merged)
        let apple = AppleKoreanAligner.align(drafts, to: &merged)
        koreanNotes += apple.notes
        let title = PageTitleChoice.title(of: drafts)
        let outdated = Editions.outdated(merged, drafts: drafts)
        // Apple's newest edition alone decides the platforms where there is one.
        let deciding = AppleAuthority(drafts)?.deciding(drafts) ?? drafts
        let pagePlatforms = platforms(of: deciding, title: title)
        let labels = SourceLabels(drafts, page: slug)
        let ids = PracticeIDs.make(
            leads: merged.map(\.firstLead), sections: merged.map(\.section), bodies: merged.map(\.body))
        var practices: [Practice] = []
        for (item, id) in zip(merged, ids) {
            var practice = makePractice(
                item, id: "\(slug)/\(id)", page: slug, pagePlatforms: pagePlatforms, pageTitle: title)
            practice.outdatedEdition = outdated[practices.count]
            practice.staleKorean = KoreanStaleness.stale(item)
            if item.ko != nil || Hangul.isKorean(item.lead) { practice.koSource = item.koSource ?? .community }
            practice.koParaphrase = item.koParaphrase
            labels.label(&practice)
            practices.append(practice)
        }
        // The page's outline is the newest English source's, as Apple wrote it today: a 2022 note
        // read first must not put its sections ("Gestures", "Color and effects") ahead of Apple's.
        let english = drafts.filter { !$0.isAppleKorean }
        let leading = english.max { SourceRecency($0) < SourceRecency($1) } ?? drafts[0]
        practices = PracticeOrder.asWritten(practices, in: leading.path)
        let abstract =
            drafts.sorted { SourceRecency($0) > SourceRecency($1) }.map(\.abstract).first { !$0.isEmpty } ?? ""
        // Apple's Korean abstract, where its edition has one, before any community translation:
        // Apple's Korean page writes it as the quote under its title, read as a Korean note
        // ahead of every section.
        let appleDraft = drafts.first(where: \.isAppleKorean)
        let appleAbstract = [appleDraft?.abstract, appleDraft?.koreanNotes.first { $0.section.isEmpty }?.text]
            .compactMap { $0 }.first { Hangul.containsHangul($0) }
        let prose = PageProse(
            sections: Self.sections(leading: leading, practices: merged), drafts: drafts, practices: practices,
            notes: koreanNotes, abstract: abstract, appleAbstract: appleAbstract)
        var page = Page(
            id: slug, title: title, abstract: abstract,
            sources: drafts.map(\.path).sorted(),
            platforms: pagePlatforms,
            sections: prose.sections,
            practices: practices.map(\.id),
            related: references(drafts.flatMap { $0.related + $0.developerLinks + $0.videoLinks }),
            seeAlso: references(drafts.flatMap(\.seeAlso)),
            koreanNotes: prose.notes,
            metadata: drafts.reversed().reduce(into: [:]) { merged, draft in merged.merge(draft.metadata) { $1 } })
        page.prose = prose.intro.isEmpty ? nil : prose.intro
        page.abstractKo = appleAbstract ?? prose.abstractKo
        page.abstractKoSource =
            appleAbstract == nil
            ? prose.abstractKoSource : appleDraft?.kind == .appleTranslation ? .apple : .community
        if let appleAbstract { page.koreanNotes.removeAll { $0.text == appleAbstract } }
        page.changeLog = Self.changeLog(drafts)
        PageTables.attach(drafts, to: &page, practices: practices)
        labels.label(&page)
        page.edition = Editions.deciding(drafts)
        page.titleKo = apple.title
        for index in page.sections.indices {
            page.sections[index].titleKo = apple.sectionTitles[page.sections[index].title]
        }
        return (page, practices, apple.diagnostics)
    }

    /// Every source's change-log rows once each, newest first.
    private static func changeLog(_ drafts: [PageDraft]) -> [ChangeLogEntry]? {
        var entries: [ChangeLogEntry] = []
        // Apple's Korean edition translates the English rows: the same changes, said again in Korean.
        let english = drafts.filter { !$0.isAppleKorean }
        for entry in english.flatMap(\.changeLog) where !entries.contains(entry) { entries.append(entry) }
        return entries.isEmpty ? nil : entries.sorted { ($0.date, $1.text) > ($1.date, $0.text) }
    }

    /// The leading source's sections, then those only other sources hold practices in (a Korean
    /// note's own sections).
    private static func sections(leading: PageDraft, practices: [MergedPractice]) -> [Section] {
        var drafts = leading.sections
        var titles = Set(drafts.map(\.title))
        for practice in practices {
            guard let section = practice.sectionPath.last, titles.insert(section.title).inserted else { continue }
            drafts.append(section)
        }
        return drafts.map { section in
            Section(
                id: Slug.make(section.title), title: section.title, level: section.level,
                platforms: section.namedPlatforms)
        }
    }

    /// A page's platforms: those its sources declare or its title names ("Fast app switching in
    /// iOS 4"), else all; less those a source rules out, unless a source at least as new gives
    /// the platform guidance of its own (a "watchOS" section after an older "Not supported in
    /// watchOS.").
    private func platforms(of drafts: [PageDraft], title: String) -> [String] {
        let all = tagger.taxonomy.platforms.map(\.id)
        var declared = drafts.flatMap(\.declaredPlatforms)
        if declared.isEmpty { declared = tagger.platforms.keys(in: title) }
        let base = declared.isEmpty ? all : all.filter(declared.contains)
        var excluded: Set<String> = []
        for draft in drafts {
            let recency = SourceRecency(draft)
            for platform in draft.excludedPlatforms {
                let overruled = drafts.contains { other in
                    other.path != draft.path && SourceRecency(other) >= recency && Self.affirms(other, platform)
                }
                if !overruled { excluded.insert(platform) }
            }
        }
        return base.filter { !excluded.contains($0) }
    }

    /// Whether a source declares the platform or has a section of guidance for it.
    private static func affirms(_ draft: PageDraft, _ platform: String) -> Bool {
        if draft.excludedPlatforms.contains(platform) { return false }
        if draft.declaredPlatforms.contains(platform) { return true }
        return draft.practices.contains { practice in
            PracticeMerger.sectionPath(practice.sectionIndex, in: draft).contains {
                $0.namedPlatforms.contains(platform)
            }
        }
    }

    private func makePractice(
        _ item: MergedPractice, id: String, page: String, pagePlatforms: [String], pageTitle: String
    ) -> Practice {
        var platforms = pagePlatforms
        if let named = item.sectionPlatforms {
            platforms = platforms.filter(named.contains)
            if platforms.isEmpty { platforms = named }
        }
        platforms.removeAll { item.sectionExclusions.contains($0) }
        let tags = tagger.tag(
            lead: item.lead, body: item.body, section: item.section, pageTitle: pageTitle, scope: platforms)
        let references = [Reference](
            unique: self.references(item.links)
                + SymbolReferences.symbols(in: item.lead + " " + item.body, codeSpans: item.codeSpans))
        var practice = Practice(
            id: id, lead: item.lead, body: item.body, ko: item.ko, page: page, section: item.section,
            strength: tags.strength, platforms: tags.platforms,
            states: tags.states, transitions: tags.transitions, styles: tags.styles,
            references: references, sources: item.sources.sorted())
        practice.rich = item.rich
        return practice
    }

    private func references(_ links: [InlineLink]) -> [Reference] {
        [Reference](unique: links.compactMap(LinkReference.reference(for:)))
    }

    /// Every name a page answers to: its slug, its files' stems, and a WWDC session number.
    /// Pages in slug order, so when two pages' files share a stem the same page always wins.
    static func pageAliases(_ files: [(slug: String, paths: [String])]) -> [String: String] {
        var aliases: [String: String] = [:]
        for (slug, _) in files { aliases[slug] = slug }
        for (slug, paths) in files.sorted(by: { $0.slug < $1.slug }) {
            for path in paths {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                let stem = String(name.split(separator: ".").first ?? Substring(name))
                let stemSlug = Slug.make(stem)
                if aliases[stemSlug] == nil { aliases[stemSlug] = slug }
                let parts = stemSlug.split(separator: "-")
                if parts.count > 1, parts[0].hasPrefix("wwdc"), parts[1].allSatisfy(\.isNumber) {
                    aliases[String(parts[1]), default: slug] = aliases[String(parts[1])] ?? slug
                }
            }
        }
        return aliases
    }

    private func resolvePage(_ reference: Reference, aliases: [String: String]) -> Reference {
        guard reference.kind == .page else { return reference }
        var resolved = reference
        if let target = aliases[reference.target] {
            resolved.target = target
            resolved.resolved = true
        }
        return resolved
    }

    /// Link references resolved to pages, plus plain-text "see Playing audio" mentions of pages.
    private func resolve(
        _ practice: Practice, aliases: [String: String], mentions: PageMentions, titles: [String: String]
    ) -> [Reference] {
        var references = practice.references.map { resolvePage($0, aliases: aliases) }
        for id in mentions.pages(mentionedIn: practice.lead + " " + practice.body) where id != practice.page {
            references.appendIfNew(Reference(kind: .page, target: id, title: titles[id] ?? id, resolved: true))
        }
        return references
    }
}
