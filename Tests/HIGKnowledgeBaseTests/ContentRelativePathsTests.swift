import HIGKnowledgeBase
import Testing

@Suite("Content-relative paths")
struct ContentRelativePathsTests {
    @Test("paths are shown relative to the nearest content root, whatever the current directory")
    func relative() {
        let paths = ContentRelativePaths(roots: ["/home/a/hig/Content", "/home/a/hig/Content/text/"])
        #expect(paths.relative("/home/a/hig/Content/markdown/sheets.clip.md") == "markdown/sheets.clip.md")
        #expect(paths.relative("/home/a/hig/Content/text/Multitasking.txt") == "Multitasking.txt")
        #expect(paths.relative("/elsewhere/notes.md") == "notes.md")
        #expect(
            paths.relative("/home/a/hig/Contents/x.md") == "x.md", "a sibling with a longer name is not under the root")
    }
}
