import Foundation
import HIGIngest

/// Brings Apple's current HIG into `DIR/docc-json/apple/` the way Apple's site loads it: the
/// table of contents, then each page's render JSON (and each translation's, under
/// `apple/<language>/`). A page that fails keeps its previous file; what is not a render node is
/// never written.
public struct Fetcher: Sendable {
    public var configuration: FetchConfiguration

    public init(configuration: FetchConfiguration) {
        self.configuration = configuration
    }

    /// - Parameter progress: called after each file with (done, total, file name).
    public func run(progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) async throws
        -> FetchReport
    {
        let policy = URLPolicy(base: configuration.baseURL)
        if let problem = policy.problem { throw FetchError("\(configuration.baseURL.absoluteString): \(problem)") }
        let folder = configuration.folder
        var state = FetchState.load(folder: folder)
        let resumed = Set(state.unfinished ?? [])
        state.unfinished = state.unfinished ?? []
        let client = HTTPClient(
            policy: policy, timeout: configuration.timeout, userAgent: configuration.userAgent,
            concurrency: configuration.concurrency)
        defer { client.invalidate() }
        let retry = RetryPolicy(
            attempts: configuration.attempts, backoff: configuration.backoff,
            longestRetryAfter: configuration.longestRetryAfter)
        let requests = PageRequests(client: client, retry: retry)
        let index = try await requests.fetch(HIGEndpoints.index(base: configuration.baseURL), validators: nil)
        guard index.status == 200 else { throw FetchError("the table of contents: \(index.failure ?? "no answer")") }
        let slugs = try NavigatorIndex.slugs(in: index.body)
        var jobs = slugs.map {
            Job(name: "\($0).json", url: HIGEndpoints.page($0, language: nil, base: configuration.baseURL))
        }
        for language in configuration.translations {
            jobs += slugs.map {
                Job(
                    name: "\(language)/\($0).json",
                    url: HIGEndpoints.page($0, language: language, base: configuration.baseURL))
            }
        }
        let ledger = Ledger(folder: folder, state: state, total: jobs.count, progress: progress)
        try await ledger.start()
        await withTaskGroup(of: Void.self) { group in
            var pending = jobs[...]
            func next() {
                guard let job = pending.popFirst() else { return }
                group.addTask {
                    let path = (folder as NSString).appendingPathComponent(job.name)
                    if resumed.contains(job.name), FileManager.default.fileExists(atPath: path) {
                        await ledger.record(job.name, .unchanged, resumed: true)
                        return
                    }
                    let outcome = await requests.update(
                        path: path, from: job.url, validators: await ledger.validators(job.name))
                    await ledger.record(job.name, outcome.outcome, validators: outcome.validators)
                }
            }
            for _ in 0..<max(1, configuration.concurrency) { next() }
            while await group.next() != nil { next() }
        }
        return try await ledger.finish(order: jobs.map(\.name))
    }

    struct Job: Sendable {
        var name: String
        var url: URL
    }
}
