import Foundation

/// `hig fetch`: Apple's current pages brought into a content folder. What to fetch is described
/// here; the fetching itself is done by `hig-fetch`, the one executable that links the network
/// stack, which supplies a `Runner`.
package struct ContentFetch: Sendable {
    /// The translations Apple's site has, by language code, with the name its paths give each:
    /// the Korean edition is `kr`.
    package static let sitePaths = ["ko": "kr"]
    /// The longest `--timeout`: an hour for one request is past any useful wait.
    package static let longestTimeout: Double = 3600

    /// The content folder, absolute.
    package var content: String
    /// Language codes besides English, each a key of `sitePaths`.
    package var languages: [String]
    /// A mirror of developer.apple.com to fetch from instead.
    package var baseURL: URL?
    /// Seconds one request may take.
    package var timeout: Double

    package init(content: String, languages: [String], baseURL: URL?, timeout: Double) {
        self.content = content
        self.languages = languages
        self.baseURL = baseURL
        self.timeout = timeout
    }

    /// Why `seconds` cannot be a request's timeout, or nil: it must be a finite number above 0
    /// and at most `longestTimeout` (`inf` or 1e16 cannot be turned into a time to wait).
    package static func timeoutProblem(_ seconds: Double) -> String? {
        seconds.isFinite && seconds > 0 && seconds <= longestTimeout
            ? nil : "--timeout must be more than 0 and at most \(Int(longestTimeout)) seconds"
    }

    /// What a fetch did: the pages that failed (their previous files kept), and the counts.
    package struct Outcome: Sendable {
        /// The folder the pages went to, absolute.
        package var folder: String
        package var failures: [(name: String, reason: String)]
        /// Problems that did not stop the fetch (a state file that could not be used), by file.
        package var warnings: [(name: String, reason: String)]
        package var summary: String

        package init(
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
    package typealias Runner =
        @Sendable (
            _ fetch: ContentFetch, _ progress: @escaping @Sendable (Int, Int, String) -> Void
        ) throws -> Outcome
}
