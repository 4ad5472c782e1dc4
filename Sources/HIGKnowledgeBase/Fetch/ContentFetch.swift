import Foundation
import HIGFetch

/// `hig fetch`: Apple's current pages brought into a content folder.
public struct ContentFetch: Sendable {
    /// The translations Apple's site has, by language code, with the name its paths give each:
    /// the Korean edition is `kr`.
    public static let sitePaths = ["ko": "kr"]

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

    /// What a fetch did: the pages that failed (their previous files kept), and the counts.
    public struct Outcome: Sendable {
        /// The folder the pages went to, absolute.
        public var folder: String
        public var failures: [(name: String, reason: String)]
        public var summary: String
    }

    /// Runs the fetch to its end; `progress` is told each file as it arrives, with how many are
    /// done of how many.
    public func run(progress: @escaping @Sendable (Int, Int, String) -> Void) throws -> Outcome {
        var configuration = FetchConfiguration(
            baseURL: baseURL ?? FetchConfiguration.appleBase, content: content,
            translations: languages.compactMap { Self.sitePaths[$0.lowercased()] },
            userAgent: "\(HIGVersion.tool) (fetch)")
        configuration.timeout = timeout
        let fetcher = Fetcher(configuration: configuration)
        do {
            let report = try Self.wait { try await fetcher.run(progress: progress) }
            return Outcome(folder: configuration.folder, failures: report.failures, summary: report.summary)
        } catch let error as FetchError {
            throw KnowledgeBaseError("fetch: \(error.description)")
        }
    }

    /// Runs an asynchronous body to its end from synchronous code.
    private static func wait<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) throws -> Value {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

/// The result handed from the fetch's task to the waiting caller.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    var result: Result<Value, Error>?
}
