import Foundation
import Testing

/// Query words as typed: past the most a search takes, or folded from other forms.
extension CommandLineTests {
    /// "audio interruption" and 38 more distinct words: 40 in all, 8 past the limit of 32.
    static let longQuery =
        ["audio", "interruption"]
        + (0..<38).map { "zeppelin" + String(UnicodeScalar(97 + $0 % 26)!) + String(UnicodeScalar(97 + $0 / 26)!) }

    @Test("words past the 32nd are named on standard error in text mode and in JSON's ignoredWords")
    func wordsPastTheLimit() throws {
        let text = try hig(["query"] + Self.longQuery)
        #expect(text.status == 0, "\(text.error)")
        let left = Array(Self.longQuery.dropFirst(32))
        #expect(
            text.error.contains("only the first 32 words are searched for; left out: " + left.joined(separator: " ")),
            "\(text.error)")
        let json = try hig(["query", "--format", "json"] + Self.longQuery)
        #expect(try json.json()["ignoredWords"] as? [String] == left)
        #expect(!json.error.contains("left out"))
        let short = try hig("query", "--format", "json", "audio", "interruption")
        #expect(try short.json()["ignoredWords"] as? [String] == [])
        #expect(try hig("query", "audio", "interruption").error.isEmpty)
    }
}

extension CommandLineTests {
    @Test("fullwidth Latin and words broken by a zero-width space or soft hyphen find what the plain words find")
    func foldedQueryWords() throws {
        let plain = try hig("query", "--format", "json", "audio interruption").json()["results"] as? [[String: Any]]
        let expected = try #require(plain?.first?["id"] as? String)
        for query in ["ａｕｄｉｏ ｉｎｔｅｒｒｕｐｔｉｏｎ", "au\u{200B}dio inter\u{AD}ruption"] {
            let run = try hig("query", "--format", "json", query)
            let results = try run.json()["results"] as? [[String: Any]]
            #expect(results?.first?["id"] as? String == expected, "\(query)")
            #expect(try run.json()["corrections"] as? [String: String] == [:], "\(query)")
        }
    }
}
