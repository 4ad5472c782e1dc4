import Foundation
import HIGIngest

/// One page's requests: conditional when the previous file has validators, retried politely,
/// and the answer checked before it replaces the file.
struct PageRequests: Sendable {
    let client: HTTPClient
    let retry: RetryPolicy

    struct Answer {
        var status: Int
        var body: Data
        var headers: [String: String]
        /// Why there is no usable answer, when there is none.
        var failure: String?
    }

    /// The answer after retries; a transport failure on the last try is a failure, not an error.
    func fetch(_ url: URL, validators: FetchState.Validators?) async throws -> Answer {
        var headers: [String: String] = [:]
        if let etag = validators?.etag { headers["If-None-Match"] = etag }
        if let date = validators?.lastModified { headers["If-Modified-Since"] = date }
        var attempt = 0
        while true {
            var wait: TimeInterval?
            var failure: String
            do {
                let response = try await client.get(url, headers: headers)
                if !RetryPolicy.isRetryable(status: response.status) {
                    return Answer(
                        status: response.status, body: response.body, headers: response.headers,
                        failure: Self.failure(response))
                }
                failure = "HTTP \(response.status)"
                wait = retry.delay(after: attempt, retryAfter: response.header("Retry-After"))
                if wait == nil { failure += ", asked to wait longer than \(Int(retry.longestRetryAfter)) s" }
            } catch let error as FetchError {
                failure = error.description
                wait = retry.delay(after: attempt, retryAfter: nil)
            }
            attempt += 1
            guard let wait, attempt < retry.attempts else {
                let tries = attempt == 1 ? "" : " after \(attempt) tries"
                return Answer(status: 0, body: Data(), headers: [:], failure: failure + tries)
            }
            try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
        }
    }

    /// Fetches one page into `path`.
    func update(path: String, from url: URL, validators: FetchState.Validators?) async -> (
        outcome: FetchReport.Outcome, validators: FetchState.Validators?
    ) {
        let previous = PageStore.read(path)
        let answer: Answer
        do {
            answer = try await fetch(url, validators: previous == nil ? nil : validators)
        } catch {
            return (.failed("\(error)"), nil)
        }
        if answer.status == 304, previous != nil { return (.unchanged, validators) }
        if let failure = answer.failure { return (.failed(failure), nil) }
        if let problem = RenderNodeCheck.problem(in: answer.body) { return (.failed("rejected: \(problem)"), nil) }
        let received = FetchState.Validators(
            etag: answer.headers["etag"], lastModified: answer.headers["last-modified"])
        if previous == answer.body { return (.unchanged, received) }
        do {
            try PageStore.replace(path, with: answer.body)
        } catch {
            return (.failed("\(error)"), nil)
        }
        return (previous == nil ? .new : .changed, received)
    }

    private static func failure(_ response: HTTPResponse) -> String? {
        switch response.status {
        case 200, 304: return nil
        case 300...399:
            return "redirected to \(response.header("Location") ?? "an unnamed address"); refused"
        default: return "HTTP \(response.status)"
        }
    }
}

/// The run's results and the state file, kept in one place so that concurrent pages record
/// them one at a time; the state is saved after each page so that an interrupted run resumes.
actor Ledger {
    private let folder: String
    private var state: FetchState
    private let total: Int
    private let progress: @Sendable (Int, Int, String) -> Void
    private var outcomes: [String: FetchReport.Outcome] = [:]
    private var resumed = 0

    init(folder: String, state: FetchState, total: Int, progress: @escaping @Sendable (Int, Int, String) -> Void) {
        self.folder = folder
        self.state = state
        self.total = total
        self.progress = progress
    }

    func start() throws { try state.save(folder: folder) }

    func validators(_ name: String) -> FetchState.Validators? { state.validators[name] }

    func record(
        _ name: String, _ outcome: FetchReport.Outcome, validators: FetchState.Validators? = nil, resumed: Bool = false
    ) {
        outcomes[name] = outcome
        if resumed { self.resumed += 1 }
        if case .failed = outcome {
            // The previous file stays, and so do the validators that describe it.
        } else {
            if let validators { state.validators[name] = validators }
            if !(state.unfinished ?? []).contains(name) { state.unfinished?.append(name) }
            try? state.save(folder: folder)
        }
        progress(outcomes.count, total, name)
    }

    func finish(order: [String]) throws -> FetchReport {
        let withdrawn = withdraw(listed: Set(order))
        state.unfinished = nil
        try state.save(folder: folder)
        var report = FetchReport()
        report.files = order.compactMap { name in outcomes[name].map { (name, $0) } }
        report.resumed = resumed
        report.withdrawn = withdrawn
        return report
    }

    /// Deletes the files of pages an earlier run brought that the table of contents no longer
    /// lists: Apple removed them. Files this tool did not fetch are never touched, and a table of
    /// contents that lists fewer than half the pages fetched before is taken for a broken one.
    private func withdraw(listed: Set<String>) -> [String] {
        let gone = state.validators.keys.filter { !listed.contains($0) }.sorted()
        guard !gone.isEmpty, listed.count * 2 >= state.validators.count else { return [] }
        var withdrawn: [String] = []
        for name in gone {
            let path = (folder as NSString).appendingPathComponent(name)
            if (try? FileManager.default.removeItem(atPath: path)) != nil
                || !FileManager.default.fileExists(atPath: path)
            {
                state.validators[name] = nil
                withdrawn.append(name)
            }
        }
        return withdrawn
    }
}
