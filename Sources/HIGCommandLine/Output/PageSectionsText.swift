import HIGModel

extension PageDetailText {
    /// The page's text section by section, as the site lays it out: each section's paragraphs
    /// before its first guideline (with their Korean beneath), its tables, then its guidelines,
    /// each guideline with the tables and paragraphs that follow it. Guidelines whose section the
    /// page does not head come first; guidance only older editions give comes last, under
    /// "Earlier guidance".
    func sectionLines(_ page: Page, practices: [Practice]) -> [String] {
        let headed = Set(page.sections.map(\.title))
        let current = practices.filter { !$0.isOutdated }
        let tablesByPractice = page.tablesByPractice
        let shownWithPractice = Set(practices.map(\.id))
        func body(prose: [Paragraph], tables: [Table], practices: [Practice], indent: String) -> [String] {
            let places = ProsePlaces(prose, shown: Set(practices.map(\.id)))
            var lines = places.opening.flatMap { paragraphLines($0, indent: indent) }
            for table in tables where !shownWithPractice.contains(table.practice ?? "") {
                lines += tableLines(page.tableAmidProse(table), indent: indent)
            }
            for practice in practices {
                lines.append(indent + practiceLine(practice))
                for table in tablesByPractice[practice.id] ?? [] {
                    lines += tableLines(table, indent: indent + "  ")
                }
                lines += (places.after[practice.id] ?? []).flatMap { paragraphLines($0, indent: indent) }
            }
            return lines
        }
        var lines = [String]()
        let opening = body(
            prose: page.prose ?? [], tables: page.tables ?? [],
            practices: current.filter { !headed.contains($0.section) }, indent: "  ")
        if !opening.isEmpty { lines += [terminal.bold(ToolWords.introduction.text(language))] + opening }
        // Each section's content, then which sections are shown: those with content of their
        // own or under them ("Platform considerations" above "iOS").
        let contents = page.sections.enumerated().map { index, section in
            let indent = String(repeating: "  ", count: max(1, section.level - 1))
            // A guideline belongs to the first section of its title, as the site places it.
            let own = page.sections.firstIndex { $0.title == section.title } == index
            return body(
                prose: section.prose ?? [], tables: section.tables ?? [],
                practices: own ? current.filter { $0.section == section.title } : [], indent: indent)
        }
        for (index, section) in page.sections.enumerated() {
            let below = page.sections[(index + 1)...].prefix { $0.level > section.level }.indices
            guard !contents[index].isEmpty || below.contains(where: { !contents[$0].isEmpty }) else { continue }
            lines.append(
                String(repeating: "  ", count: max(0, section.level - 2)) + terminal.bold(section.title(in: language)))
            lines += contents[index]
        }
        let earlier = practices.filter(\.isOutdated)
        if !earlier.isEmpty {
            lines.append(terminal.bold(ToolWords.earlierGuidance.text(language)))
            lines += earlier.map { "  " + practiceLine($0) }
        }
        return lines
    }

    /// A paragraph in the answer's language: its Korean alone under `ko` when there is some,
    /// the English alone under `en`, the Korean beneath the English under `both`.
    private func paragraphLines(_ paragraph: Paragraph, indent: String) -> [String] {
        let text = paragraph.rich.map { RichTextRendering.text([$0]).joined() } ?? paragraph.text
        let label =
            paragraph.isMachineTranslated ? terminal.dim("[\(ToolWords.machineTranslation.text(language))] ") : ""
        if language == .ko, let korean = paragraph.ko {
            return [indent + Self.listMarker(of: paragraph) + label + korean]
        }
        guard language == .both, let korean = paragraph.ko else { return [indent + text] }
        return [indent + text, indent + Self.listIndent(of: paragraph) + label + terminal.dim(korean)]
    }

    /// The bullet and nesting an English list item is printed with, so its Korean alone reads as
    /// the same list; empty for any other block.
    static func listMarker(of paragraph: Paragraph) -> String {
        guard let block = paragraph.rich, block.kind == .listItem else { return "" }
        return RichTextRendering.listMarker(depth: block.depth)
    }

    /// The Korean beneath an English list item starts where the item's words do, under its bullet.
    static func listIndent(of paragraph: Paragraph) -> String {
        String(repeating: " ", count: listMarker(of: paragraph).count)
    }

    /// A table in the answer's language, as a paragraph is: Apple's Korean edition under `ko`,
    /// beneath the English under `both`.
    private func tableLines(_ table: Table, indent: String) -> [String] {
        var text = TableText(terminal: terminal)
        text.indent = indent
        return text.lines(table, in: language)
    }

    /// A guideline among the prose: marked, with its Korean state, edition and ID.
    private func practiceLine(_ practice: Practice) -> String {
        let korean =
            practice.ko == nil
            ? "" : terminal.dim(practice.isKoreanStale ? "  [ko: \(StaleKorean.notice)]" : "  [ko]")
        let word = ToolWords.outdated.text(language)
        let outdated =
            practice.outdatedEdition.map {
                terminal.dim(
                    $0.isEmpty ? "  [\(word)]" : language == .ko ? "  [\(word): \($0)]" : "  [outdated: \($0) edition]")
            } ?? ""
        let lead = practice.lead(in: language)
        return "▸ " + terminal.bold(lead) + korean + outdated + "  " + terminal.dim(practice.id)
    }
}
