import Foundation
import HIGIngest

/// Brings Apple's current HIG into `DIR/docc-json/apple/` the way Apple's site loads it: the
/// table of contents, then each page's render JSON (and each translation's, under
/// `apple/<language>/`). A page that fails keeps its previous file; what is not a render node is
/// never written.
package struct Fetcher: Sendable {
    package var configuration: FetchConfiguration

    package init(configuration: FetchConfiguration) {
        self.configuration = configuration
    }

    /// - Parameter progress: called after each file with (done, total, file name).
    package func run(progress: @escaping @Sendable (Int, Int, String) -> Void = { _, _, _ in }) async throws
        -> FetchReport
    {
        if let problem = configuration.problem { throw FetchError(problem) }
        let policy = URLPolicy(base: configuration.baseURL)
        if let problem = policy.problem { throw FetchError("\(configuration.baseURL.absoluteString): \(problem)") }
        let folder = configuration.folder
        PartialFile.removeAbandoned(in: folder)
        let loaded = FetchStateReader.load(folder: folder)
        var state = loaded.state
        let resumed = Set(state.unfinished ?? [])
        state.unfinished = state.unfinished ?? []
        let client = HTTPClient(
            policy: policy, timeout: configuration.timeout, userAgent: configuration.userAgent,
            concurrency: configuration.concurrency)
        defer { client.invalidate() }
        let retry = RetryPolicy(
            attempts: configuration.attempts, backoff: configuration.backoff,
            longestRetryAfter: configuration.longestRetryAfter)
        let requests = PageRequests(client: client, retry: retry, limit: configuration.maximumPageSize)
        let index = try await requests.fetch(
            HIGEndpoints.index(base: configuration.baseURL), validators: nil, limit: requests.indexLimit)
        guard index.status == 200 else { throw FetchError("the table of contents: \(index.failure ?? "no answer")") }
        let slugs = try NavigatorIndex.slugs(in: index.body)
        let languages: [String?] = [nil] + configuration.translations
        let jobs = languages.flatMap { language in
            slugs.map {
                Job(
                    name: PageFileName.make(slug: $0, language: language),
                    url: HIGEndpoints.page($0, language: language, base: configuration.baseURL))
            }
        }
        let ledger = Ledger(
            folder: FetchFolder(path: folder), state: state, languages: Set(languages), total: jobs.count,
            progress: progress)
        try await ledger.start()
        await withTaskGroup(of: Void.self) { group in
            var pending = jobs[...]
            func next() {
                guard let job = pending.popFirst() else { return }
                group.addTask {
                    let path: String
                    switch FetchFolder(path: folder).location(of: job.name) {
                    case .success(let location): path = location
                    case .failure(let refusal):
                        await ledger.record(job.name, .failed(refusal.description))
                        return
                    }
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
        var report = try await ledger.finish(order: jobs.map(\.name))
        report.warnings = loaded.problems.map { (FetchState.fileName, $0) }
        return report
    }

    struct Job: Sendable {
        var name: String
        var url: URL
    }
}
