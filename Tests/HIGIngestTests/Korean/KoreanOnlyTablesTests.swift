import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Tables only Apple's Korean edition gives as text (the English page shows them in tabs its text
/// leaves out) join the page in the English section their Korean section translates, named by
/// their tab, with Apple's English for each Korean cell the page's other tables pair with one.
@Suite("Tables only Apple's Korean edition gives")
struct KoreanOnlyTablesTests {
    static func page() throws -> Page {
        let (result, _) = try SingleFile.ingest(files: [
            "apple-ko/type-sizes.md": TabbedTablesPage.korean, "markdown/type-sizes.md": TabbedTablesPage.english,
        ])
        return try #require(result.graph.pages.first { $0.id == "type-sizes" })
    }

    static func table(_ caption: String, on page: Page) throws -> Table {
        try #require(page.allTables.first { $0.caption == caption }, "\(page.allTables.map(\.caption))")
    }

    @Test("the English tables keep their numbers and gain their Korean; the Korean-only ones follow")
    func englishTablesKeepTheirNumbers() throws {
        let page = try Self.page()
        let english = page.allTables.filter { $0.onlyInKorean == nil }
        #expect(english.map(\.number) == [1, 2, 3, 4])
        #expect(
            english.map { $0.header.first } == ["Dynamic font variant", "Text style", "Text style", "Size (points)"])
        // Each is paired within its section, so the tab tables after the variants table, which
        // has no number to pair it by, do not leave it without its Korean.
        #expect(english.map { $0.ko?.header.first } == ["동적 서체 변형", "텍스트 스타일", "텍스트 스타일", "크기(포인트)"])
        let koreanOnly = page.allTables.filter { $0.onlyInKorean == true }
        #expect(koreanOnly.map(\.number) == [5, 6, 7, 8, 9])
        #expect(koreanOnly.allSatisfy { $0.source.file.hasSuffix("apple-ko/type-sizes.md") })
    }

    @Test("a tab's table stands in the English section its Korean heading translates, named by its tab")
    func placedUnderItsSectionAndNamedByItsTab() throws {
        let page = try Self.page()
        #expect(try Self.table("xSmall", on: page).section == "iOS Dynamic Type sizes")
        #expect(try Self.table("Large(기본)", on: page).section == "iOS Dynamic Type sizes")
        // "#### SF Pro" follows the empty "#### iOS 자간 값" at its own level: the tab is that section's.
        #expect(try Self.table("SF Pro", on: page).section == "iOS tracking values")
        // A bold label before the table, an image between, names its tab too.
        #expect(try Self.table("iOS, macOS", on: page).section == "Achievement images")
        #expect(try Self.table("tvOS", on: page).rows == [["이미지 크기", "320x320pt"]])
    }

    @Test("cells the page's other tables pair take Apple's English; a cell Apple renders two ways stays Korean")
    func cellsInApplesEnglish() throws {
        let table = try Self.table("Large(기본)", on: try Self.page())
        // "스타일" is in no pair: the header agreeing with it most (tvOS's) names its column.
        #expect(table.header == ["Text style", "Weight", "Size (points)", "Leading (points)"])
        #expect(table.rows[0] == ["Large Title", "Regular", "34", "41"])
        #expect(table.rows[1] == ["Body", "Regular", "17", "22"])
        // "부제목" is Subheadline in the macOS table and Subtitle in the tvOS one.
        #expect(table.rows[2] == ["부제목", "Regular", "15", "20"])
        #expect(table.ko?.rows[1] == ["본문", "일반체", "17", "22"])
        #expect(table.ko?.header == ["스타일", "굵기", "크기(포인트)", "행간(포인트)"])
    }

    @Test("a Korean table beside English ones it does not translate is not added")
    func notBesideEnglishTables() throws {
        let page = try Self.page()
        // The second Korean macOS tracking table (7 pt) pairs with no English table, but its
        // section has one: it is another version of Apple's table, not one the English lacks.
        let tracking = page.allTables.filter { $0.section == "macOS tracking values" }
        #expect(tracking.count == 1)
        #expect(tracking.first?.rows == [["6", "+0.24"]])
        #expect(!page.allTables.contains { $0.ko?.rows.first == ["7", "+0.23"] })
    }

    @Test("the Korean edition alone changes no table of the English page")
    func topShelfUnchanged() throws {
        let (result, _) = try SingleFile.ingest(files: [
            "apple-ko/top-shelf.md": TopShelfPage.korean, "markdown/top-shelf.md": TopShelfPage.english,
        ])
        let page = try #require(result.graph.pages.first { $0.id == "top-shelf" })
        #expect(page.allTables.count == 2)
        #expect(!page.allTables.contains { $0.onlyInKorean == true })
    }
}
