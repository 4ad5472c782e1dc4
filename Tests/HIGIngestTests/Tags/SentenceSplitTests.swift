import HIGModel
import Testing

@testable import HIGIngest

/// Sentences split by walking the text's characters in place, against the same rules applied to
/// the text copied into an array of characters, as they once were.
@Suite("Sentence boundaries")
struct SentenceSplitTests {
    static let paragraphs = [
        "Respond smoothly to audio interruptions. People expect the audio to resume.",
        "Use e.g. and i.e. sparingly. They confuse people! Do you agree? “Quotes” open sentences.",
        "Version 2. 3 apps ship. (Parenthesized) text too.  Trailing space. ",
        "Keep it short.오디오가 중단되면 재개하세요. 한국어 문장입니다.",
        "Ends without punctuation",
        "Ends with a stop.",
        "A composed é. E\u{301}ccentric start. Flags 🇰🇷. 👩‍👩‍👧 family.",
        "Line one.\nLine two.\r\nLine three.",
        "no. lowercase after. Mr. Smith agrees. St. Louis.",
        "",
        "...",
        ". Leading stop. X",
    ]

    /// The rules as they were written over an array of characters.
    static func arraySplit(_ text: String) -> (first: String, rest: String) {
        let characters = Array(text)
        for index in characters.indices where ".!?".contains(characters[index]) {
            let next = index + 1
            if next >= characters.count { return (text.trimmed, "") }
            var position = next
            while position < characters.count, characters[position].isWhitespace { position += 1 }
            let starts =
                position >= characters.count || characters[position].isUppercase || characters[position] == "“"
                || characters[position] == "\"" || characters[position] == "(" || characters[position].isNumber
                || Hangul.containsHangul(String(characters[position]))
            var start = index
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            let abbreviation = ["e.g", "i.e", "etc", "vs", "mr", "ms", "dr", "st", "no"].contains(
                String(characters[start..<index]).lowercased())
            if characters[next].isWhitespace, starts, !abbreviation {
                return (String(characters[...index]).trimmed, String(characters[next...]).trimmed)
            }
        }
        return (text.trimmed, "")
    }

    @Test("every sentence of every paragraph splits where the array of characters split it")
    func sameSplits() {
        for paragraph in Self.paragraphs {
            var rest = paragraph
            var guardCount = 0
            repeat {
                let expected = Self.arraySplit(rest)
                let split = Sentences.splitFirst(rest)
                #expect(split.first == expected.first, "\(paragraph.debugDescription)")
                #expect(split.rest == expected.rest, "\(paragraph.debugDescription)")
                rest = expected.rest
                guardCount += 1
            } while !rest.isEmpty && guardCount < 50
        }
    }
}

/// A body is read for "must" only when it says it: the search that decides must find it in any
/// ASCII case, and a body without it must keep the lead's strength.
@Suite("Strength from the body")
struct BodyRequirementTests {
    @Test("a body that says the app must, in any case, makes the guideline a must")
    func mustInAnyCase() {
        for body in ["You must ask first.", "Your app MUST ask first.", "Then you Must ask. More text."] {
            #expect(StrengthReader.strength(lead: "Ask for permission.", body: body).strength == .must, "\(body)")
        }
        for body in ["You mustn’t wait.", "It must be clear if you ask.", "Musterbrand muster.", ""] {
            #expect(StrengthReader.strength(lead: "Ask for permission.", body: body).strength == .should, "\(body)")
        }
    }
}
