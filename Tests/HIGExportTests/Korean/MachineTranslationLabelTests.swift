import HIGExport
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Korean a community wrote under the English (most of it the 2022 Papago machine translation)
/// is labelled as machine translation wherever a page's prose is shown, as guidelines' Korean is.
@Suite("Machine translation labels on prose")
struct MachineTranslationLabelTests {
    static let notes = """
        # **[foundations] dark-mode**

        ## Best practices

        People choose Dark Mode as a systemwide appearance setting.
        > 사람들은 다크 모드를 시스템 전체의 모양 설정으로 선택합니다.
        """

    @Test("a study note's Korean under an English paragraph is the community's, and says so")
    func communityProseIsLabelled() throws {
        let (result, _) = try SingleFile.ingest(files: ["community/dark-mode.md": Self.notes])
        let page = try #require(result.graph.pages.first)
        let paragraph = try #require(page.sections.flatMap { $0.prose ?? [] }.first { $0.ko != nil })
        #expect(paragraph.koSource == .community)
        #expect(paragraph.isMachineTranslated)
        let markdown = PageMarkdownDocument(platformNames: [:]).render(page, practices: [])
        #expect(markdown.contains("> (\(KoreanSource.machineTranslationLabel)) 사람들은 다크 모드를"))
    }

    @Test("Apple's Korean is not labelled, and a paragraph without Korean has no source")
    func applesKoreanIsNot() {
        let apple = Paragraph(text: "Use the system font.", ko: "시스템 서체를 사용합니다.", koSource: .apple)
        #expect(!apple.isMachineTranslated)
        let english = Paragraph(text: "Use the system font.", koSource: .community)
        #expect(english.koSource == nil)
        #expect(!english.isMachineTranslated)
    }
}
