import Foundation
import HIGIngest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One page's requests: conditional when the previous file has validators, retried politely,
/// and the answer checked before it replaces the file.
struct PageRequests: Sendable {
    let client: HTTPClient
    let retry: RetryPolicy
    /// The largest page read. The table of contents lists every page in every language, so it
    /// may be larger than one page.
    let limit: Int
    var indexLimit: Int { limit * 8 }

    struct Answer {
        var status: Int
        var body: Data
        var headers: [String: String]
        /// Why there is no usable answer, when there is none.
        var failure: String?
    }

    /// The answer after retries; a transport failure on the last try is a failure, not an error.
    func fetch(_ url: URL, validators: FetchState.Validators?, limit: Int) async throws -> Answer {
        var headers: [String: String] = [:]
        if let etag = validators?.etag { headers["If-None-Match"] = etag }
        if let date = validators?.lastModified { headers["If-Modified-Since"] = date }
        var attempt = 0
        while true {
            var wait: TimeInterval?
            var failure: String
            do {
                let response = try await client.get(url, headers: headers, limit: limit)
                if !RetryPolicy.isRetryable(status: response.status) {
                    return Answer(
                        status: response.status, body: response.body, headers: response.headers,
                        failure: Self.failure(response, url))
                }
                failure = Self.statusFailure(response.status, url)
                wait = retry.delay(after: attempt, retryAfter: response.header("Retry-After"))
                if wait == nil { failure += ", asked to wait longer than \(Int(retry.longestRetryAfter)) s" }
            } catch let error as AnswerTooLarge {
                return Answer(status: 0, body: Data(), headers: [:], failure: error.description)
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
            answer = try await fetch(url, validators: previous == nil ? nil : validators, limit: limit)
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

    private static func failure(_ response: HTTPResponse, _ url: URL) -> String? {
        switch response.status {
        case 200, 304: return nil
        case 300...399:
            return "redirected to \(response.header("Location") ?? "an unnamed address"); refused"
        default: return statusFailure(response.status, url)
        }
    }

    /// `HTTP 404 (not found) from https://…`: the status, its meaning and the address asked.
    private static func statusFailure(_ status: Int, _ url: URL) -> String {
        "HTTP \(status) (\(HTTPURLResponse.localizedString(forStatusCode: status))) from \(url.absoluteString)"
    }
}

/// The run's results and the state file, kept in one place so that concurrent pages record
/// them one at a time; the state is saved after each page so that an interrupted run resumes.
actor Ledger {
    private let folder: FetchFolder
    private var state: FetchState
    /// The languages this run fetches (nil for English): only their pages may be withdrawn.
    private let languages: Set<String?>
    private let total: Int
    private let progress: @Sendable (Int, Int, String) -> Void
    private var outcomes: [String: FetchReport.Outcome] = [:]
    private var resumed = 0

    init(
        folder: FetchFolder, state: FetchState, languages: Set<String?>, total: Int,
        progress: @escaping @Sendable (Int, Int, String) -> Void
    ) {
        self.folder = folder
        self.state = state
        self.languages = languages
        self.total = total
        self.progress = progress
    }

    func start() throws { try state.save(folder: folder.path) }

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
            try? state.save(folder: folder.path)
        }
        progress(outcomes.count, total, name)
    }

    func finish(order: [String]) throws -> FetchReport {
        let withdrawn = withdraw(listed: Set(order))
        state.unfinished = nil
        try state.save(folder: folder.path)
        var report = FetchReport()
        report.files = order.compactMap { name in outcomes[name].map { (name, $0) } }
        report.resumed = resumed
        report.withdrawn = withdrawn
        return report
    }

    /// Deletes the files of pages an earlier run brought that the table of contents no longer
    /// lists: Apple removed them. Only the languages this run fetched are looked at (a run
    /// without `--lang ko` says nothing about the Korean pages); files this tool did not fetch
    /// are never touched, and a table of contents that lists fewer than half the pages fetched
    /// before is taken for a broken one.
    private func withdraw(listed: Set<String>) -> [String] {
        let fetchedBefore = state.validators.keys.filter { languages.contains(PageFileName.language(of: $0)) }
        let gone = fetchedBefore.filter { !listed.contains($0) }.sorted()
        guard !gone.isEmpty, listed.count * 2 >= fetchedBefore.count else { return [] }
        var withdrawn: [String] = []
        for name in gone {
            guard case .success(let path) = folder.location(of: name) else { continue }
            // A page file only: a folder or anything else under a page's name is not the tool's.
            let kind = FetchFolder.kind(path)
            if kind == nil || (kind == S_IFREG && unlink(path) == 0) {
                state.validators[name] = nil
                withdrawn.append(name)
            }
        }
        return withdrawn
    }
}
