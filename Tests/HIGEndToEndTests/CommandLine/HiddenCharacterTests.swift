import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// Content that would act on a terminal or read otherwise than it is: bidi overrides and
/// isolates, zero-width and other invisible characters in titles, leads and bodies.
extension CommandLineTests {
    static let hiddenCharacters = ["\u{202E}", "\u{2066}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{AD}"]

    /// A content folder whose page title and practice carry every hidden character above.
    private func hostileContent() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Content/alerts.md",
            "# Al\u{202E}erts\u{2066}\n\n## Best practices\n\n**Use ale\u{200B}rts spar\u{2060}ingly.** Body\u{FEFF} te\u{AD}xt.\n"
        )
        // Apple's page, as the shipped pages are, so the commands show it by default.
        try directory.write("Content/SOURCES.md", "| Path | Kind |\n| --- | --- |\n| alerts.md | apple-hig |\n")
        return directory
    }

    private func practiceID(in directory: TemporaryDirectory) throws -> String {
        let results = try hig(["query", "alerts", "--format", "json"], in: directory.path).json()["results"]
        return try #require((results as? [[String: Any]])?.first?["id"] as? String)
    }

    @Test("text output of query, show and pages shows hidden characters escaped, never raw")
    func hiddenCharactersInText() throws {
        let directory = try hostileContent()
        for arguments in [["query", "alerts"], ["show", "alerts"], ["pages"]] {
            let run = try hig(arguments, in: directory.path)
            #expect(run.status == 0, "\(arguments): \(run.error)")
            for hidden in Self.hiddenCharacters.prefix(arguments[0] == "pages" ? 2 : 6) {
                #expect(!run.output.unicodeScalars.contains(hidden.unicodeScalars.first!), "\(arguments)")
            }
            #expect(run.output.contains("Al\\u{202E}erts\\u{2066}"), "\(arguments): \(run.output)")
        }
        let practice = try hig(["show", try practiceID(in: directory)], in: directory.path)
        #expect(practice.output.contains("ale\\u{200B}rts spar\\u{2060}ingly"), "\(practice.output)")
        #expect(practice.output.contains("Body\\u{FEFF} te\\u{AD}xt"))
    }

    @Test("JSON output keeps the exact text, escaped as JSON escapes")
    func hiddenCharactersInJSON() throws {
        let directory = try hostileContent()
        let run = try hig(["query", "alerts", "--format", "json"], in: directory.path)
        for hidden in Self.hiddenCharacters {
            #expect(!run.output.unicodeScalars.contains(hidden.unicodeScalars.first!))
        }
        #expect(run.output.contains("\\u202E"))
        let results = try #require(try run.json()["results"] as? [[String: Any]])
        #expect(results.first?["lead"] as? String == "Use ale\u{200B}rts spar\u{2060}ingly.")
    }

    @Test(
        "a citation shown on a terminal is escaped; piped, it is exact",
        .enabled(if: PseudoTerminal.isAvailable))
    func documentsOnATerminal() throws {
        let directory = try hostileContent()
        let cite = ["cite", try practiceID(in: directory)]
        let piped = try hig(cite, in: directory.path)
        #expect(piped.output.contains("ale\u{200B}rts"), "a document written to a file stays exact")
        let shown = try PseudoTerminal.run(Self.executable, cite, in: directory.path)
        #expect(shown.contains("ale\\u{200B}rts"), "\(shown)")
        #expect(!shown.unicodeScalars.contains("\u{200B}"))
    }
}

@Suite("Hidden characters", .tags(.subprocess))
struct HiddenCharactersTests {
    @Test("emoji joined by a zero-width joiner and subdivision flags are pictures, not hidden text")
    func emojiSequences() {
        for picture in ["👩‍💻", "👨‍👩‍👧", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"] {
            #expect(!HiddenCharacters.appear(in: picture), "\(picture)")
        }
        for hidden in ["a\u{200D}b", "1\u{200D}2", "a\u{E0041}", "\u{200B}", "\u{AD}", "\u{202E}", "\u{1B}"] {
            #expect(HiddenCharacters.appear(in: hidden), "\(hidden.unicodeScalars.map(\.value))")
        }
    }

    @Test("JSON escapes decode to the same text")
    func jsonEscapes() throws {
        let text = "a\u{202E}b\u{200B}c\u{E0041}d 👩‍💻"
        let json = HiddenCharacters.escapedInJSON(String(decoding: try JSONEncoder().encode([text]), as: UTF8.self))
        #expect(!HiddenCharacters.appear(in: json))
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == [text])
    }
}
