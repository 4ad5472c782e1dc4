import HIGModel
import Testing

@testable import HIGIndex

/// A practice stored as a delimited record must come back as it went in: every field, the empty
/// ones first, last and between, lists of one and of several, and text that is not ASCII.
@Suite("Practice records")
struct PracticeRecordTests {
    static var practices: [Practice] {
        var full = Practice(
            id: "playing-audio/resume", lead: "Resume audio “after” an interruption.", body: "",
            ko: "중단 후 오디오를 재개하십시오.", page: "playing-audio", section: "",
            strength: .should, platforms: ["ios", "macos"], states: ["app.active"], transitions: [],
            styles: ["alert"],
            references: [
                Reference(kind: .page, target: "carplay", title: "CarPlay", resolved: true),
                Reference(kind: .link, target: "https://example.com/a", title: "", resolved: false),
            ],
            sources: [
                SourceLocation(file: "Content/markdown/a b.md", line: 12, kind: .appleHIG, edition: "2024"),
                SourceLocation(file: "Content/text/é.txt", line: 1),
                SourceLocation(file: "", line: 0, kind: .appleTranslation),
            ])
        full.outdatedEdition = "2022"
        full.staleKorean = StaleKorean(koreanEdition: "2022", englishEdition: "")
        full.url = "https://developer.apple.com/design/"
        full.koSource = .apple
        full.koParaphrase = ""
        var bare = Practice(id: "", lead: "", body: "", page: "", section: "", strength: .must)
        bare.koParaphrase = "끝"
        return [full, bare, Practice(id: "x", lead: "y", body: "z", page: "p", section: "s", strength: .avoid)]
    }

    @Test("a record decodes to the practice it was made of", arguments: practices)
    func roundTrip(practice: Practice) {
        #expect(PracticeRecord.decode(PracticeRecord.encode(practice)) == practice)
    }
}
