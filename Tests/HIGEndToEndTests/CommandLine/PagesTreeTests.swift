import Foundation
import Testing

extension CommandLineTests {
    @Test("hig pages shows Apple's navigation as a tree, --flat the listing by ID, JSON parent and children")
    func pagesTree() throws {
        let tree = try hig("pages")
        #expect(tree.status == 0, "\(tree.error)")
        #expect(
            tree.output.hasPrefix(
                "Human Interface Guidelines  human-interface-guidelines\n  Getting started  getting-started\n"
                    + "    Design principles  design-principles  "), "\(tree.output.prefix(300))")
        #expect(tree.output.contains("\n  Components  components\n    Content  content\n      Charts  charts  "))
        #expect(tree.output.contains("\nNot in Apple's navigation  (no breadcrumb places them)\n"))
        let flat = try hig("pages", "--flat")
        #expect(flat.output.hasPrefix("Accessibility  accessibility  "), "\(flat.output.prefix(200))")
        let json = try hig("pages", "--format", "json").json()
        let pages = try #require(json["pages"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: pages.map { ($0["id"] as? String ?? "", $0) })
        #expect((byID["components"]?["children"] as? [String])?.count == 8)
        #expect(byID["charts"]?["parent"] as? String == "content")
        #expect(byID["human-interface-guidelines"]?["parent"] is NSNull)
    }

    @Test("hig show gives a page's change log, newest first, and JSON keeps it as rows")
    func changeLog() throws {
        let shown = try hig("show", "color")
        #expect(
            shown.output.contains("Change log\n  2025-12-16  Updated guidance for Liquid Glass.\n  2025-06-09  "),
            "\(shown.output.suffix(600))")
        let json = try hig("show", "color", "--format", "json").json()
        let rows = try #require((json["page"] as? [String: Any])?["changeLog"] as? [[String: String]])
        #expect(rows.first == ["date": "2025-12-16", "text": "Updated guidance for Liquid Glass."])
    }
}
