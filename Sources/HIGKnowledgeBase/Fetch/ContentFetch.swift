import Foundation

/// `hig fetch`: Apple's current pages brought into a content folder. What to fetch is described
/// here; the fetching itself is done by `hig-fetch`, the one executable that links the network
/// stack, which supplies a `Runner`.
public struct ContentFetch: Sendable {
    /// The translations Apple's site has, by language code, with the name its paths give each:
    /// the Korean edition is `kr`.
    public static let sitePaths = ["ko": "kr"]
    /// The longest `--timeout`: an hour for one request is past any useful wait.
    public static let longestTimeout: Double = 3600

    /// The content folder, absolute.
    public var content: String
    /// Language codes besides English, each a key of `sitePaths`.
    public var languages: [String]
    /// A mirror of developer.apple.com to fetch from instead.
    public var baseURL: URL?
    /// Seconds one request may take.
    public var timeout: Double

    public init(content: String, languages: [String], baseURL: URL?, timeout: Double) {
        self.content = content
        self.languages = languages
        self.baseURL = baseURL
        self.timeout = timeout
    }

    /// Why `seconds` cannot be a request's timeout, or nil: it must be a finite number above 0
    /// and at most `longestTimeout` (`inf` or 1e16 cannot be turned into a time to wait).
    public static func timeoutProblem(_ seconds: Double) -> String? {
        seconds.isFinite && seconds > 0 && seconds <= longestTimeout
            ? nil : "--timeout must be more than 0 and at most \(Int(longestTimeout)) seconds"
    }

    /// What a fetch did: the pages that failed (their previous files kept), and the counts.
    public struct Outcome: Sendable {
        /// The folder the pages went to, absolute.
        public var folder: String
        public var failures: [(name: String, reason: String)]
        /// Problems that did not stop the fetch (a state file that could not be used), by file.
        public var warnings: [(name: String, reason: String)]
        public var summary: String

        public init(
            folder: String, failures: [(name: String, reason: String)], warnings: [(name: String, reason: String)],
            summary: String
        ) {
            self.folder = folder
            self.failures = failures
            self.warnings = warnings
            self.summary = summary
        }
    }

    /// Runs the fetch to its end; `progress` is told each file as it arrives, with how many are
    /// done of how many.
    public typealias Runner =
        @Sendable (
            _ fetch: ContentFetch, _ progress: @escaping @Sendable (Int, Int, String) -> Void
        ) throws -> Outcome
}
