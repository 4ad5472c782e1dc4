import ArgumentParser
import Foundation
import HIGKnowledgeBase

struct FetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Bring Apple's current HIG pages into the content folder, as DocC render JSON.",
        discussion: """
            Reads the table of contents Apple's site loads, then each page, into DIR/docc-json/apple/ (with
            --lang ko, Apple's Korean pages into DIR/docc-json/apple/kr/). At most 4 requests are in flight;
            429 and 5xx answers are retried with backoff, honouring Retry-After; files are only replaced by
            well-formed pages, and a page that fails keeps its previous file. A second run asks only for what
            changed. This is the only command that uses the network.
            """)

    @Option(name: .long, help: ArgumentHelp("The content folder to fill (default: Content/).", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("Also bring Apple's translation: ko.", valueName: "language"))
    var lang: [String] = []

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp("A mirror of developer.apple.com to fetch from instead.", valueName: "url"))
    var baseURL: String?

    // Unconditional, so "-1" is read as the value (and refused as such), not as an option.
    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds one request may take.", valueName: "seconds"))
    var timeout: Double = 30

    func validate() throws {
        for language in lang where ContentFetch.sitePaths[language.lowercased()] == nil {
            throw ValidationError(
                "unknown --lang '\(language)'; known: \(ContentFetch.sitePaths.keys.sorted().joined(separator: ", "))")
        }
        if let baseURL, URL(string: baseURL)?.host == nil {
            throw ValidationError("--base-url '\(baseURL)' is not a URL")
        }
        if !(timeout > 0) { throw ValidationError("--timeout must be more than 0") }
    }

    func run() throws {
        let paths = PathDisplay()
        guard let folder = content.map(paths.absolute) ?? ContentLocator.findContent() else {
            throw KnowledgeBaseError("no Content/ folder here or above; name one with --content")
        }
        let fetch = ContentFetch(
            content: folder, languages: lang, baseURL: baseURL.flatMap(URL.init(string:)), timeout: timeout)
        let progress = FetchProgress(interactive: Terminal.standardError.isInteractive)
        let outcome: ContentFetch.Outcome
        do {
            outcome = try fetch.run(progress: progress.show)
        } catch {
            progress.clear()
            throw error
        }
        progress.clear()
        for failure in outcome.failures {
            StandardError.write("hig: \(paths.display(outcome.folder + "/" + failure.name)): \(failure.reason)")
        }
        StandardError.write("hig: \(paths.display(outcome.folder)): \(outcome.summary)")
        if !outcome.failures.isEmpty { throw HIGExit.environment }
    }
}

/// One line on a terminal, rewritten as files arrive; nothing when standard error is a file.
struct FetchProgress: Sendable {
    var interactive: Bool

    var show: @Sendable (Int, Int, String) -> Void {
        let interactive = interactive
        return { done, total, name in
            guard interactive else { return }
            let line = Terminal.printable("[\(done)/\(total)] \(name)")
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
        }
    }

    func clear() {
        if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
