import Foundation
import HIGCompare
import HIGExport
import HIGKnowledgeBase
import HIGModel
import HIGTestSupport
import Testing

/// Two small snapshots of one page: what `hig diff` reports between them, in every format.
@Suite("Comparing snapshots")
struct GraphDiffTests {
    private static let old = """
        # Buttons

        Source: https://developer.apple.com/design/human-interface-guidelines/buttons

        ## Best practices

        **Make buttons easy to recognize and predict.** People should know at a glance which parts of the screen act.

        **Provide a label for each button.** A short verb tells people what happens when they tap.

        **Use a bezel for secondary actions.** A bezel sets a secondary action apart from the primary one.

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 5, 2023 | Updated guidance for visionOS. |
        """

    private static let new = """
        # Buttons

        Source: https://developer.apple.com/design/human-interface-guidelines/buttons

        ## Best practices

        **Make every button easy to recognize and predict at a glance.** People should know at a glance which parts of the screen act.

        **Always provide a label for each button.** A short verb tells people what happens when they tap.

        **Give a button enough space around it.** Crowded buttons are hard to tap.

        ## Change log

        | Date | Changes |
        | --- | --- |
        | March 3, 2025 | Required labels on every button. |
        | June 5, 2023 | Updated guidance for visionOS. |
        """

    private static func snapshots() throws -> (TemporaryDirectory, old: String, new: String) {
        let directory = try TemporaryDirectory()
        let taxonomy = try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8)
        for (name, page) in [("old", Self.old), ("new", Self.new)] {
            try directory.write("\(name)/buttons.md", page)
            try directory.write("\(name)/taxonomy.yml", taxonomy)
        }
        return (directory, directory.path + "/old", directory.path + "/new")
    }

    private static func diff(_ filters: FilterRequest = FilterRequest()) throws -> (GraphDiff, TemporaryDirectory) {
        let (directory, old, new) = try snapshots()
        return (try SnapshotLoader.diff(old: old, new: new, filters: filters), directory)
    }

    @Test("a reworded, a strengthened, a removed and an added guideline, with the change log between")
    func changes() throws {
        let (diff, _) = try Self.diff()
        let page = try #require(diff.pages.first)
        #expect(diff.pages.count == 1 && page.kind == .changed && page.id == "buttons")
        #expect(page.changeLog == [ChangeLogEntry(date: "2025-03-03", text: "Required labels on every button.")])
        let kinds = page.practices.map { "\($0.kind.rawValue) \($0.practice.lead)" }
        #expect(
            kinds == [
                "reworded Make every button easy to recognize and predict at a glance.",
                "reworded Always provide a label for each button.",
                "added Give a button enough space around it.",
                "removed Use a bezel for secondary actions.",
            ])
        let reworded = page.practices[0]
        #expect(reworded.match == .rewording && reworded.old?.lead == "Make buttons easy to recognize and predict.")
        let strengthened = page.practices[1]
        #expect(strengthened.strength == StrengthChange(from: .should, to: .must))
        #expect(strengthened.strength?.isStronger == true)
        #expect(diff.counts.strengthened == 1 && diff.counts.added == 1 && diff.counts.removed == 1)
        #expect(diff.new.date == "2025-03-03" && diff.old.date == "2023-06-05")
    }

    @Test("text, Markdown, JSON and HTML each show every change")
    func formats() throws {
        let (diff, _) = try Self.diff()
        let text = DiffText(markdown: false).render(diff)
        #expect(text.contains("~ reworded (new ID): Make every button easy"))
        #expect(text.contains("strength: should → must (strengthened)"))
        #expect(text.contains("+ added: Give a button enough space around it."))
        #expect(text.contains("- removed: Use a bezel for secondary actions."))
        #expect(text.contains("2025-03-03  Required labels on every button."))
        let markdown = DiffText(markdown: true).render(diff)
        #expect(markdown.contains("## Buttons (buttons)"))
        #expect(markdown.contains("~~Use a bezel for secondary actions.~~"))
        #expect(markdown.contains("- *added* **Give a button enough space around it.**"))
        #expect(markdown.contains("was: “Make buttons easy to recognize and predict.”"))
        let json = String(decoding: try JSONEncoder().encode(diff), as: UTF8.self)
        #expect(json.contains("\"direction\":\"strengthened\"") && json.contains("\"kind\":\"removed\""))
        #expect(try JSONDecoder().decode(GraphDiff.self, from: Data(json.utf8)) == diff)
        let html = DiffHTML().render(diff)
        #expect(html.contains("<li class=\"removed\">") && html.contains("<li class=\"added\">"))
        #expect(html.contains("<del>Make buttons easy to recognize and predict.</del>"))
        #expect(html.contains("strength: should → must (strengthened)"))
    }

    @Test("filters narrow the changes to the guidelines they select")
    func filters() throws {
        let (diff, _) = try Self.diff(FilterRequest(strength: ["must"]))
        #expect(diff.pages.flatMap(\.practices).map(\.practice.lead) == ["Always provide a label for each button."])
        let (none, _) = try Self.diff(FilterRequest(page: ["buttons"], strength: ["must-not"]))
        #expect(none.pages.isEmpty)
    }

    @Test("a page whose ID changed is renamed, not removed and added")
    func renamed() throws {
        let (directory, old, new) = try Self.snapshots()
        let moved = Self.new.replacingOccurrences(of: "/buttons", with: "/push-buttons")
        try FileManager.default.removeItem(atPath: new + "/buttons.md")
        try directory.write("new/push-buttons.md", moved)
        let diff = try SnapshotLoader.diff(old: old, new: new, filters: FilterRequest())
        let page = try #require(diff.pages.first)
        #expect(diff.pages.count == 1 && page.kind == .renamed)
        #expect(page.id == "push-buttons" && page.oldID == "buttons")
    }

    @Test("a snapshot whose pages carry no change log is dated by the SOURCES.md above it")
    func listedEdition() throws {
        let (directory, old, new) = try Self.snapshots()
        let undated = Self.old.components(separatedBy: "## Change log")[0]
        try directory.write("old/buttons.md", undated)
        try directory.write("SOURCES.md", "## Editions\n\n| Path | Edition |\n| --- | --- |\n| old/ | 2022-09-01 |\n")
        let diff = try SnapshotLoader.diff(old: old, new: new, filters: FilterRequest())
        #expect(diff.old.date == "2022-09-01")
        #expect(diff.pages.first?.changeLog.map(\.date) == ["2025-03-03", "2023-06-05"])
    }

    @Test("an unchanged snapshot has no changes")
    func unchanged() throws {
        let (directory, old, _) = try Self.snapshots()
        let diff = try withExtendedLifetime(directory) {
            try SnapshotLoader.diff(old: old, new: old, filters: FilterRequest())
        }
        #expect(diff.pages.isEmpty)
    }
}
