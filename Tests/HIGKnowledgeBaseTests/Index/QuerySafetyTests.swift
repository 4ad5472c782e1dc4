import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Whatever people type, search answers or says why it cannot: never an SQL error.
@Suite("Query safety")
struct QuerySafetyTests {
    /// Two practices speak of audio in their bodies, one does not.
    static let content = try! InlineContent([
        "playing-audio.md": """
        # Playing audio

        ## Best practices

        **Respond smoothly to interruptions.** Pause the audio during a call and resume it afterwards.

        **Let people control the volume.** Use the system volume view for audio output.

        **Keep sheets short.** A sheet is for a scoped task.
        """
    ])

    @Test(
        "any query string is safe: results or a message, never an SQL error",
        arguments: [
            "\"", "\"audio", "(", ")", "audio)", "NEAR(audio interruption", "audio AND OR NOT", "*", "audio*",
            "col:audio", "^audio", "'; DROP TABLE practice; --", "🎧 audio", "🎧", "", "   ", "-", "a", "+-*/",
            String(repeating: "audio ", count: 500), "{lead}: audio", "\u{0}audio", "\"\u{301}audio",
            "audio\"\u{301} interruption",
        ])
    func hostileQueries(query: String) throws {
        let response = try Self.content.engine().search(query, filters: .everyKind)
        if query.contains("audio") {
            #expect(response.hits.contains { $0.practice?.body.lowercased().contains("audio") == true })
        }
        #expect(!response.hits.isEmpty || response.message != nil)
    }

    @Test("an empty query explains itself")
    func emptyQuery() throws {
        let response = try Self.content.engine().search("  ", filters: .everyKind)
        #expect(response.hits.isEmpty)
        #expect(response.message?.contains("Empty query") == true)
    }
}
