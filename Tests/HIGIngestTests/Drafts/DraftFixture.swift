@testable import HIGIngest

/// A page draft made from a few lines of Markdown written in the test, with platform names the
/// walkers know.
enum DraftFixture {
    static let platforms = PhraseMatcher([
        (phrase: "iOS", key: "ios"), (phrase: "macOS", key: "macos"), (phrase: "watchOS", key: "watchos"),
    ])

    static func draft(_ markdown: String, format: SourceFormat = .markdown) -> PageDraft {
        let document = format.reader.read(markdown, path: "page.md", format: format)
        return DraftBuilder(platforms: platforms).build(document)
    }
}
