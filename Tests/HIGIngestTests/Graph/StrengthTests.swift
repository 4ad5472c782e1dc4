import HIGModel
import HIGTestSupport
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

/// Strength from the whole lead and the body's requirements, not the opening words only.
@Suite("Strength beyond the opening words")
struct WholeLeadStrengthTests {
    static let cases: [(String, String, Strength)] = [
        ("Adjust levels automatically when necessary — don’t adjust the overall volume.", "Mix sounds.", .mustNot),
        ("Take care to avoid creating an app within your app.", "Keep it flat.", .avoid),
        (
            "Get people’s permission to send marketing notifications.",
            "Before you send them, you must receive their explicit permission.", .must
        ),
        ("Include a Cancel button.", "If you must display an alert with one button, use Done.", .should),
        ("Prefer using SF Symbols.", "They scale well.", .consider),
        ("Always use Cancel for a cancel button.", "It is familiar.", .must),
        ("푸시 알림을 고려해보세요.", "사용자에게 도움이 됩니다.", .consider),
        ("권한을 요청해야 합니다.", "사용자 동의가 필요합니다.", .must),
    ]

    @Test("firmness read from the whole lead and the body", arguments: cases)
    func strength(lead: String, body: String, expected: Strength) throws {
        let practice = try #require(try TagPage.practice("Test page", "**\(lead)** \(body)"))
        #expect(practice.strength == expected)
    }
}
