import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Which files are one page: decided by the URL a source declares, then its file name, then its
/// title; never by the title alone.
@Suite("Page identity")
struct PageIdentityTests {
    private func ingest(_ files: [String: String]) throws -> (IngestResult, TemporaryDirectory) {
        try SingleFile.ingest(files: files)
    }

    @Test("two pages titled Introduction under different technologies stay apart, each with a warning")
    func sharedTitleStaysApart() throws {
        let page = "# Introduction\n\n## Best practices\n\n**Use the thing well.** Body.\n"
        let (result, _) = try ingest([
            "technologies/apple-pay/introduction.md": page,
            "technologies/carplay/introduction.md": page.replacingOccurrences(of: "thing", with: "car"),
        ])
        let ids = Set(result.graph.pages.map(\.id))
        #expect(ids == ["apple-pay-introduction", "carplay-introduction"])
        let warnings = result.diagnostics.filter { $0.id == "ingest.page.shared-title" }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.message.contains("introduction.md") })
    }

    @Test("a declared Source URL names the page whatever the title or file name says")
    func sourceLineWins() throws {
        let (result, _) = try ingest([
            "Inputs/Gyroscope and accelerometer.md":
                "# Gyroscope and accelerometer\n\n## Best practices\n\n**Use motion data only when it adds value.** Body.\n\n---\n*Source: [https://developer.apple.com/design/human-interface-guidelines/gyro-and-accelerometer](https://developer.apple.com/design/human-interface-guidelines/gyro-and-accelerometer)*\n",
            "notes/gyro-and-accelerometer.md":
                "# **[inputs] gyro-and-accelerometer**\n\n## Best practices\n\n**Use motion data only when it adds value.** Body.\n> 한국어 번역입니다.\n",
        ])
        #expect(result.graph.pages.map(\.id) == ["gyro-and-accelerometer"])
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Gyroscope and accelerometer")
        #expect(page.sources.count == 2)
        #expect(result.graph.practices.count == 1)
        #expect(result.graph.practices.first?.ko == "한국어 번역입니다.")
    }

    @Test("a Korean page with Apple's /kr/ URL attaches to the English page of the same slug")
    func koreanTitleAttaches() throws {
        let (result, _) = try ingest([
            "en/token-fields.md":
                "---\nsource: https://developer.apple.com/design/human-interface-guidelines/token-fields\n---\n# Token fields\n\n## Best practices\n\n**Add value with a context menu.** Body.\n",
            "ko/토큰.md":
                "# 토큰 필드\n\nSource: https://developer.apple.com/kr/design/human-interface-guidelines/token-fields\n\n## 모범 사례\n\n**빠른 메뉴로 값을 추가하십시오.** 사람들은 빠른 메뉴를 이용합니다.\n",
        ])
        #expect(result.graph.pages.map(\.id) == ["token-fields"])
        #expect(result.graph.pages.first?.title == "Token fields")
    }

    @Test("a file name one letter off a declared page, or spelled without hyphens, joins it")
    func misspelledFileNameJoins() throws {
        let declared =
            "# Activity rings\n\nSource: https://developer.apple.com/design/human-interface-guidelines/activity-rings\n\n## Best practices\n\n**Show rings only for activity data.** Body.\n"
        let (result, _) = try ingest([
            "hig/Activity rings.md": declared,
            "notes/acitivity-rings.md":
                "# **[components-status] acitivity-rings**\n\n## Best practices\n\n**Show rings only for activity data.** Body.\n",
            "notes/ActivityRings.md":
                "# ActivityRings\n\n## Best practices\n\n**Show rings only for activity data.** Body.\n",
        ])
        #expect(result.graph.pages.map(\.id) == ["activity-rings"])
        #expect(result.graph.pages.first?.sources.count == 3)
        #expect(result.graph.pages.first?.title == "Activity rings")
    }

    @Test("the page title is taken as written (iCloud), not rebuilt from a slug")
    func titleAsWritten() throws {
        let (result, _) = try ingest([
            "notes/icloud.md":
                "# **[technologies] icloud**\n\n## Best practices\n\n**Keep data in sync everywhere.** Body.\n",
            "hig/iCloud.md":
                "# iCloud\n\nSource: https://developer.apple.com/design/human-interface-guidelines/icloud\n\n## Best practices\n\n**Keep data in sync everywhere.** Body.\n",
        ])
        #expect(result.graph.pages.map(\.title) == ["iCloud"])
    }

    @Test("relative links are percent-decoded; mailto: is never a page")
    func links() throws {
        let (result, _) = try ingest([
            "Alerts.md":
                "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** See [Action sheets](Action%20sheets.md) or [write to us](mailto:hig@example.com).\n",
            "Action sheets.md": "# Action sheets\n\n## Best practices\n\n**Use an action sheet for choices.** Body.\n",
        ])
        let practice = try #require(result.graph.practices.first { $0.page == "alerts" })
        let pages = practice.references.filter { $0.kind == .page }
        #expect(pages.map(\.target) == ["action-sheets"])
        #expect(pages.allSatisfy { $0.resolved })
        #expect(practice.references.contains { $0.kind == .link && $0.target.hasPrefix("mailto:") })
    }
}
