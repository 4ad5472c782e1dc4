import Foundation
import HIGKnowledgeBase
import Testing

@Suite("Paths as users see them")
struct PathDisplayTests {
    private let paths = PathDisplay(currentDirectory: "/home/me/hig")

    /// What Foundation makes of the path: the answer whichever way PathDisplay takes.
    private func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/home/me/hig", isDirectory: true))
            .standardizedFileURL.path
    }

    @Test(
        "absolute paths are what URL standardizing makes of them, clean or not",
        arguments: [
            "/home/me/hig/Content/html/alerts.html", "Content/html/alerts.html", "alerts.html",
            "./Content/alerts.md", "Content/./alerts.md", "Content/../Content/alerts.md", "../other/alerts.md",
            "/home/me//hig/Content", "/home/me/hig/Content/", "Content/", ".", "..", "/", "/home/me/hig/..",
            "Content/a..b.md", "Content/.hidden/a.md", "Content/.../a.md", "~/Content", "Content/~a.md", "...",
            "Content/é/./a.md", "Content/é/../a.md", "/home/me/hig/Content/é.md", "Content/.\u{301}/a.md",
        ])
    func absolute(_ path: String) {
        #expect(paths.absolute(path) == standardized(path))
    }

    @Test(
        "the current directory is what URL standardizing makes of it, clean or not",
        arguments: ["/home/me/hig", "/home/me/./hig/", "/home/me/x/../hig", "/", "/home//me", "/home/me/é/../hig"])
    func currentDirectory(_ directory: String) {
        #expect(
            PathDisplay(currentDirectory: directory).currentDirectory
                == URL(fileURLWithPath: directory).standardizedFileURL.path)
    }

    @Test("paths under the current directory are shown relative to it, and again after that")
    func display() {
        let shown = paths.display("/home/me/hig/Content/text/Multitasking.txt")
        #expect(shown == "Content/text/Multitasking.txt")
        #expect(paths.display(shown) == shown)
        #expect(paths.display("/elsewhere/notes.md") == "/elsewhere/notes.md")
        #expect(paths.display("../notes.md") == "/home/me/notes.md")
    }
}
