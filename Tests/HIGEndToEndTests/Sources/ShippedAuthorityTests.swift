import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// The whole shipped Content: every source labelled, Apple's newest edition deciding what is
/// current, and nothing lost.
@Suite("Shipped Content under Apple's newest edition")
struct ShippedAuthorityTests {
    private var graph: RuleGraph { TestContent.whole.graph }

    private func kind(of suffix: String) -> SourceKind? {
        graph.pages.lazy.flatMap { $0.sourceDetails ?? [] }.first { $0.file.hasSuffix(suffix) }?.kind
    }

    @Test("no practice is current that its page's newest Apple edition lacks")
    func currentMeansApple() {
        let (violations, checked) = AppleAuthority.currentWithoutApple(in: graph)
        #expect(violations.isEmpty, "current without Apple: \(violations)")
        #expect(checked > 1000)
    }

    @Test("the shipped sources have the kinds the listing gives them")
    func shippedKinds() {
        #expect(kind(of: "text/Fast-app-switching-in-iOS-4.txt") == .article)
        #expect(kind(of: "text/Multitasking.txt") == .appleHIG)
        #expect(kind(of: "markdown-bilingual/multitasking.ko.md") == .communityTranslation)
        #expect(kind(of: "markdown-bilingual/jeonhui/patterns/multitasking.md") == .communityTranslation)
        #expect(kind(of: "markdown-bilingual/apple-ko/token-fields.md") == .appleTranslation)
        #expect(kind(of: "docc-markdown/WWDC20-10063-Background-execution-demystified.md") == .sessionNotes)
        #expect(kind(of: "markdown/hig/Patterns/Multitasking.md") == .appleHIG)
    }

    @Test("Windows covers iPadOS, macOS and visionOS, and its best practices are in the iPad checklist")
    func windows() throws {
        let page = try #require(graph.pages.first { $0.id == "windows" })
        #expect(page.platforms == ["ipados", "macos", "visionos"])
        var iPad = GuidelineFilter(platforms: ["ipados"], pages: ["windows"])
        iPad.includeOutdated = false
        let items = graph.practices.filter { iPad.matches($0) }.map(\.id)
        #expect(items.contains("windows/choose-the-right-moment-to-open-a-new-window"))
        #expect(items.contains("windows/avoid-creating-custom-window-ui"))
    }

    @Test("the 2022 'Multiple windows on iPad' guidance is outdated, still reachable and labelled")
    func multipleWindowsOnIPad() {
        let section = graph.practices.filter { $0.page == "multitasking" && $0.section == "Multiple windows on iPad" }
        #expect(section.count >= 9)
        #expect(section.allSatisfy { $0.isOutdated })
        var everything = GuidelineFilter()
        everything.includeOutdated = true
        everything.sourceKinds = SourceKind.allCases
        #expect(section.allSatisfy { everything.matches($0) })
        #expect(section.allSatisfy { $0.sources.allSatisfy { $0.kind != nil } })
    }

    @Test("background guidance is Apple's by default; the 2010 post's only on request")
    func backgroundIsApple() {
        let states = ["app.background", "app.inactive>background", "scene.background"]
        let shown = graph.practices.filter { GuidelineFilter(states: states).matches($0) }
        #expect(!shown.isEmpty)
        #expect(shown.allSatisfy { $0.sourceKind.isApple })
        var articles = GuidelineFilter(states: states)
        articles.sourceKinds = [.article]
        #expect(graph.practices.contains { articles.matches($0) && $0.page == "fast-app-switching-in-ios-4" })
    }

    @Test("nothing is lost: every practice is reachable with every kind and edition asked for")
    func nothingLost() {
        var everything = GuidelineFilter()
        everything.includeOutdated = true
        everything.sourceKinds = SourceKind.allCases
        #expect(graph.practices.allSatisfy { everything.matches($0) })
        #expect(graph.practices.allSatisfy { practice in practice.sources.allSatisfy { $0.kind != nil } })
    }
}
