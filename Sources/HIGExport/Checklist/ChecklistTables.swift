import HIGModel

/// Gives each checklist item the tables of Apple's numbers its guideline needs: a reviewer
/// checking "Offer sufficiently sized controls" needs the sizes beside it, not on another page.
enum ChecklistTables {
    /// A table that follows a guideline goes with that guideline; a table of a section that
    /// follows none goes with the first item of that section, so it is shown once.
    static func attach(to items: [ChecklistItem], pages: [String: Page]) -> [ChecklistItem] {
        var result = items
        // Grouped once a page: a page may hold many guidelines and many tables.
        var grouped: [String: PageTables] = [:]
        var sectionsGiven: Set<[String]> = []
        for index in result.indices {
            let practice = result[index].practice
            guard let page = pages[practice.page] else { continue }
            let tables = grouped[page.id] ?? PageTables(page)
            grouped[page.id] = tables
            var own = tables.following[practice.id] ?? []
            if sectionsGiven.insert([page.id, practice.section]).inserted {
                own = (own + (tables.loose[practice.section] ?? [])).sorted { $0.number < $1.number }
            }
            result[index].tables = own
        }
        return result
    }

    private struct PageTables {
        /// Tables by the guideline they follow.
        var following: [String: [Table]]
        /// Tables that follow no guideline, by the title of their section.
        var loose: [String: [Table]]

        init(_ page: Page) {
            let tables = page.allTables
            following = Dictionary(grouping: tables.filter { $0.practice != nil }) { $0.practice ?? "" }
            loose = Dictionary(grouping: tables.filter { $0.practice == nil && $0.section != nil }) { $0.section ?? "" }
        }
    }
}
