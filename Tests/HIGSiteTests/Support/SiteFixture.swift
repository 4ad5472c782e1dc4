import HIGModel
import HIGTestSupport

/// Three pages built in the test and read as Apple's guidance, for the site's mechanisms: a page of
/// eleven practices (a checklist longer than a few items), guidance for iPadOS on two pages but
/// not the third (a platform page that lists every page shows a page of none), and practices
/// about the background on all three, twice on one page (a topic page that counts per page).
enum SiteFixture {
    static let graph: RuleGraph = {
        let sheets = (1...11).map { number in
            practice(
                "sheets", "Keep sheet \(number) short.",
                platforms: number.isMultiple(of: 2) ? ["ios", "ipados"] : ["ios"],
                states: number == 3 ? ["app.background"] : [])
        }
        let multitasking = [
            practice(
                "multitasking", "Pause work in the background.", platforms: ["ipados"], states: ["app.background"]),
            practice(
                "multitasking", "Save state before the background.", platforms: ["ios"], states: ["app.background"]),
            practice("multitasking", "Support Split View.", platforms: ["ipados"], states: []),
        ]
        let alerts = [
            practice("alerts", "Keep alert titles short.", platforms: ["macos"], states: []),
            practice("alerts", "Avoid alerts in the background.", platforms: ["macos"], states: ["app.background"]),
        ]
        let practices = sheets + multitasking + alerts
        let pages = [("sheets", "Sheets"), ("multitasking", "Multitasking"), ("alerts", "Alerts")].map { id, title in
            let own = practices.filter { $0.page == id }
            return Page(
                id: id, title: title, abstract: "What \(title.lowercased()) are for.",
                sources: ["Content/markdown/\(id).md"], platforms: Array(Set(own.flatMap(\.platforms))).sorted(),
                sections: [Section(id: "best-practices", title: "Best practices", level: 2)],
                practices: own.map(\.id))
        }
        return RuleGraph(pages: pages, practices: practices, taxonomy: TestContent.taxonomy)
    }()

    private static func practice(_ page: String, _ lead: String, platforms: [String], states: [String]) -> Practice {
        let slug = lead.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " }.replacingOccurrences(
            of: " ", with: "-")
        return Practice(
            id: "\(page)/\(slug)", lead: lead, body: "Why: \(lead.lowercased())", page: page,
            section: "Best practices", strength: .should, platforms: platforms, states: states,
            sources: [SourceLocation(file: "Content/markdown/\(page).md", line: 3, kind: .appleHIG)])
    }
}
