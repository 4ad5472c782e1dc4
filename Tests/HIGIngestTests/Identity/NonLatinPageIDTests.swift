import Foundation
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGIngest

/// Pages named only in Japanese, Chinese or emoji: each keeps an ID of its own, never empty.
@Suite("Page IDs outside Latin letters")
struct NonLatinPageIDTests {
    @Test("pages titled only in Japanese, Chinese or emoji stay apart; a made-up ID is said")
    func nonLatinTitles() throws {
        let (result, _) = try SingleFile.ingest(files: [
            "日本語.md": "# 日本語のガイド\n\n## Best practices\n\n**Use large buttons.** Body.\n",
            "中文.md": "# 中文指南\n\n## Best practices\n\n**Use clear labels.** Body.\n",
            "🎉.md": "# 🎉🎉\n\n## Best practices\n\n**Celebrate sparingly.** Body.\n",
            "🚀.md": "# 🚀\n\n## Best practices\n\n**Launch quickly.** Body.\n",
        ])
        let ids = result.graph.pages.map(\.id)
        #expect(ids.count == 4, "\(ids)")
        #expect(Set(ids).count == 4)
        #expect(!ids.contains("") && !ids.contains("page"))
        #expect(ids.contains("日本語"), "\(ids)")
        #expect(ids.contains("中文"), "\(ids)")
        let madeUp = ids.filter { $0.hasPrefix("page-") }
        #expect(madeUp.count == 2, "\(ids)")
        let notes = result.diagnostics.filter { $0.id == "ingest.page.made-up-id" }
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { note in madeUp.contains { note.message.contains($0) } })
        #expect(result.graph.practices.allSatisfy { !$0.id.hasPrefix("/") && !$0.id.hasSuffix("/") })
    }

    @Test("an HIG URL whose last name is Japanese or emoji names a page with a non-empty ID")
    func nonLatinURLSlugs() {
        let root = "https://developer.apple.com/design/human-interface-guidelines/"
        #expect(LinkReference.higPageSlug(root + "%E6%97%A5%E6%9C%AC%E8%AA%9E") == "日本語")
        let emoji = LinkReference.higPageSlug(root + "%F0%9F%8E%89")
        #expect(emoji?.isEmpty == false)
        #expect(emoji != LinkReference.higPageSlug(root + "%F0%9F%9A%80"))
    }

    @Test("a Japanese lead keeps its letters in the practice's ID; an emoji lead gets one too")
    func nonLatinLeads() {
        let ids = PracticeIDs.make(
            leads: ["ボタンを大きくする。", "🎉", "🚀"], sections: ["", "", ""], bodies: ["", "a", "b"])
        #expect(ids[0] == "ボタンを大きくする")
        #expect(ids.allSatisfy { !$0.isEmpty })
        #expect(Set(ids).count == 3)
        #expect(Slug.make("itʼs here") == "it-s-here", "the modifier apostrophe still separates words")
    }
}
