import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGCommandLine

/// A Korean question for a number designers ask finds the row of Apple's table that holds it,
/// and is answered with Apple's Korean row where Apple's Korean edition translates the table.
@Suite("Korean table rows in answers")
struct KoreanTableRowTests {
    static let korean = """
        # 손쉬운 사용

        Source: https://developer.apple.com/kr/design/human-interface-guidelines/accessibility

        ## 운동성 지원

        **충분한 크기의 제어기를 제공하십시오.** 너무 작은 제어기는 선택하기 어렵습니다.

        | 플랫폼 | 기본 제어기 크기 | 최소 제어기 크기 |
        | --- | --- | --- |
        | iOS, iPadOS | 44x44pt | 28x28pt |
        | macOS | 28x28pt | 20x20pt |

        ## 타이포그래피

        다음 텍스트 크기를 사용하십시오.

        | 스타일 | 크기 |
        | --- | --- |
        | 본문 | 17pt |
        | 파이프 | 1pt |
        """

    static func rows(_ query: String) throws -> [TableRowHit] {
        let (result, folder) = try SingleFile.ingest(files: [
            "markdown/accessibility.md": TablesPage.sizes, "apple-ko/accessibility.md": Self.korean,
        ])
        let path = folder.path + "/index.sqlite"
        try IndexWriter.write(result.graph, fingerprint: "test", contentPaths: [folder.path], to: path)
        return try SearchEngine(indexPath: path).search(query).tableRows
    }

    @Test("a word only Apple's Korean edition gives (its section title) finds the row, with its Korean")
    func koreanWordsFindTheRow() throws {
        let first = try #require(try Self.rows("운동성 최소 크기").first)
        #expect(first.id == "accessibility#table-1-row-1")
        #expect(first.cellsKo == ["iOS, iPadOS", "44x44pt", "28x28pt"])
        #expect(first.headerKo == ["플랫폼", "기본 제어기 크기", "최소 제어기 크기"])
        #expect(first.pageTitleKo == "손쉬운 사용")
        #expect(first.sectionKo == "운동성 지원")
    }

    @Test("the answer gives the Korean row under ko, beneath the English under both")
    func rowsInTheAnswersLanguage() throws {
        let rows = try Self.rows("최소 제어기 크기")
        #expect(rows.first?.cellsKo != nil)
        let plain = Terminal(fileDescriptor: -1)
        let korean = try #require(TableRowText(terminal: plain, language: .ko).render(rows))
        #expect(korean.contains("손쉬운 사용 › 운동성 지원"), "\(korean)")
        #expect(korean.contains("    플랫폼 | 기본 제어기 크기 | 최소 제어기 크기"), "\(korean)")
        #expect(korean.contains("    iOS, iPadOS | 44x44pt | 28x28pt"), "\(korean)")
        #expect(!korean.contains("44x44 pt"), "\(korean)")
        let both = try #require(TableRowText(terminal: plain, language: .both).render(rows))
        let english = try #require(both.range(of: "Platform | Default control size"), "\(both)")
        let translated = try #require(both.range(of: "플랫폼 | 기본 제어기 크기"), "\(both)")
        #expect(english.upperBound < translated.lowerBound)
        #expect(both.contains("iOS, iPadOS | 44x44 pt | 28x28 pt"), "\(both)")
        // The Korean row only respaces the English cells: under both headers it is printed once.
        #expect(!both.contains("iOS, iPadOS | 44x44pt | 28x28pt"), "\(both)")
        let en = try #require(TableRowText(terminal: plain, language: .en).render(rows))
        #expect(!en.contains("플랫폼"), "\(en)")
    }

    /// The questions designers ask in Korean, on the whole shipped HIG.
    @Test(
        "Korean questions for the minimum tap area and font size get Apple's Korean row",
        arguments: [
            ("최소 탭 영역 크기", ["iOS, iPadOS", "44x44pt", "28x28pt"]),
            ("최소 글꼴 크기", ["iOS, iPadOS", "17pt", "11pt"]),
        ])
    func designersQuestions(query: String, cells: [String]) throws {
        let rows = try TestIndex.wholeEngine.search(query).tableRows
        #expect(rows.prefix(3).contains { $0.cellsKo == cells }, "\(rows.map(\.title))")
    }
}
