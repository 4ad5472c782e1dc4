import MCP
import Testing

@testable import HIGMCP

@Suite("MCP resources")
struct GuidelineResourcesTests {
    @Test("a practice URI keeps the slash of its ID and reads as Markdown with its citation")
    func practice() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let resources = GuidelineResources(library: content.library)
        let uri = "hig://practice/multitasking/respond-smoothly-to-audio-interruptions"
        #expect(ResourceURI.parse(uri) == .practice("multitasking/respond-smoothly-to-audio-interruptions"))
        let read = try await resources.read(uri: uri)
        let text = try #require(read.contents.first?.text)
        #expect(text.hasPrefix("# Respond smoothly to audio interruptions."))
        #expect(text.contains("## Citation"))
        #expect(read.contents.first?.mimeType == "text/markdown")
    }

    @Test("a page URI ending in .md reads as the page's Markdown document, as the site writes it")
    func pageMarkdown() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let resources = GuidelineResources(library: content.library)
        #expect(ResourceURI.parse("hig://page/multitasking.md") == .pageMarkdown("multitasking"))
        #expect(GuidelineResources.templates.map(\.uriTemplate).contains("hig://page/{id}.md"))
        let read = try await resources.read(uri: "hig://page/multitasking.md")
        let text = try #require(read.contents.first?.text)
        #expect(text.hasPrefix("# Multitasking\n"))
        #expect(text.contains("- Apple: <https://developer.apple.com/design/human-interface-guidelines/multitasking>"))
        #expect(text.contains("- **Respond smoothly to audio interruptions.** (should; "), "\(text)")
        #expect(read.contents.first?.mimeType == "text/markdown")
        await #expect(throws: MCPError.self) { try await resources.read(uri: "hig://page/nothing.md") }
    }

    @Test("the list pages through pages, then practices")
    func list() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let resources = GuidelineResources(library: content.library)
        let first = try await resources.list(cursor: nil)
        #expect(first.resources.first?.uri == "hig://page/multitasking")
        #expect(first.resources.dropFirst().allSatisfy { $0.uri.hasPrefix("hig://practice/multitasking/") })
        await #expect(throws: MCPError.self) { try await resources.list(cursor: "minus one") }
    }

    @Test("an unknown page or scheme is an error that names what there is")
    func unknown() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let resources = GuidelineResources(library: content.library)
        await #expect(throws: MCPError.self) { try await resources.read(uri: "hig://page/nothing") }
        await #expect(throws: MCPError.self) { try await resources.read(uri: "file:///etc/passwd") }
    }
}
