import Foundation
import HIGFetch
import HIGKnowledgeBase

/// `hig fetch`'s network part: Apple's current pages brought into a content folder.
enum NetworkFetch {
    /// Runs the fetch to its end; `progress` is told each file as it arrives, with how many are
    /// done of how many.
    @Sendable
    static func run(_ fetch: ContentFetch, progress: @escaping @Sendable (Int, Int, String) -> Void) throws
        -> ContentFetch.Outcome
    {
        var configuration = FetchConfiguration(
            baseURL: fetch.baseURL ?? FetchConfiguration.appleBase, content: fetch.content,
            translations: fetch.languages.compactMap { ContentFetch.sitePaths[$0.lowercased()] },
            userAgent: "\(HIGVersion.tool) (fetch)")
        configuration.timeout = fetch.timeout
        let fetcher = Fetcher(configuration: configuration)
        do {
            let report = try wait { try await fetcher.run(progress: progress) }
            return ContentFetch.Outcome(
                folder: configuration.folder, failures: report.failures, warnings: report.warnings,
                summary: report.summary)
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
