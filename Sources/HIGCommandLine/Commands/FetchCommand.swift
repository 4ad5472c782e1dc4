import ArgumentParser
import Foundation
import HIGKnowledgeBase

/// `hig fetch`. In `hig` it runs `hig-fetch`, built beside it, in its place, with the options it
/// parsed and checked; `hig-fetch` runs this same command with the network part supplied.
struct FetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Bring Apple's current HIG pages into the content folder, as DocC render JSON.",
        discussion: """
            Reads the table of contents Apple's site loads, then each page, into DIR/docc-json/apple/ (with \
            --lang ko, Apple's Korean pages into DIR/docc-json/apple/kr/). At most 4 requests are in flight; \
            429 and 5xx answers are retried with backoff, honouring Retry-After; files are only replaced by \
            well-formed pages of at most 4 MiB, and a page that fails keeps its previous file. A second run \
            asks only for what changed, and only the languages fetched lose pages Apple withdrew. This is the \
            only command that uses the network: hig runs hig-fetch, built beside it, to do it.
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
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Seconds one request may take (at most 3600).", valueName: "seconds"))
    var timeout: Double = 30

    /// The fetch itself, set by `hig-fetch`; nil in `hig`, which does not link the network stack.
    nonisolated(unsafe) static var runner: ContentFetch.Runner?

    func validate() throws {
        for language in lang where ContentFetch.sitePaths[language.lowercased()] == nil {
            throw ValidationError(
                "unknown --lang '\(language)'; known: \(ContentFetch.sitePaths.keys.sorted().joined(separator: ", "))")
        }
        if let baseURL, URL(string: baseURL)?.host == nil {
            throw ValidationError("--base-url '\(baseURL)' is not a URL")
        }
        if let problem = ContentFetch.timeoutProblem(timeout) { throw ValidationError("\(problem), not \(timeout)") }
    }

    /// The options again as arguments, for `hig-fetch`.
    var forwardedArguments: [String] {
        var arguments = content.map { ["--content", $0] } ?? []
        arguments += lang.flatMap { ["--lang", $0] }
        arguments += baseURL.map { ["--base-url", $0] } ?? []
        return arguments + ["--timeout", "\(timeout)"]
    }

    func run() throws {
        guard let runner = Self.runner else {
            return try SiblingExecutable(name: "hig-fetch").replaceProcess(arguments: forwardedArguments)
        }
        let paths = PathDisplay()
        guard let folder = content.map(paths.absolute) ?? ContentLocator.findContent() else {
            throw KnowledgeBaseError("no Content/ folder here or above; name one with --content")
        }
        let fetch = ContentFetch(
            content: folder, languages: lang, baseURL: baseURL.flatMap(URL.init(string:)), timeout: timeout)
        let progress = FetchProgress(interactive: Terminal.standardError.isInteractive)
        let outcome: ContentFetch.Outcome
        do {
            outcome = try runner(fetch, progress.show)
        } catch {
            progress.clear()
            throw error
        }
        progress.clear()
        for warning in outcome.warnings {
            let file = paths.display(outcome.folder + "/" + warning.name)
            StandardError.write("hig: \(file): warning: \(warning.reason)")
        }
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
