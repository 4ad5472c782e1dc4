import HIGModel
import Testing

@Suite("Strength")
struct StrengthTests {
    static let cases: [(String, Strength)] = [
        ("Change the default label of the dismiss control only if it makes sense.", .should),
        ("Holding exclusive access to shared data while suspended is not allowed.", .mustNot),
        ("Apps must not block the main thread.", .mustNot),
        ("Split View lets people use two apps side by side.", .informative),
        ("System change notifications are not delivered to suspended apps.", .informative),
        ("Sheets present a scoped task.", .informative),
        ("Never use an alert to deliver information.", .mustNot),
        ("Make sure people can dismiss a sheet.", .must),
        ("Consider using a popover.", .consider),
        ("Avoid covering content.", .avoid),
    ]

    @Test("strength from how the lead is worded, for verbs outside any list", arguments: cases)
    func strength(lead: String, expected: Strength) throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "page.md", "# Test page\n\n## Best practices\n\n**\(lead)** A body sentence follows here.\n")
        let practice = try #require(HIGIngestHelpers.ingest(directory.path).graph.practices.first)
        #expect(practice.strength == expected)
    }
}
