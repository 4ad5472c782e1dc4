import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One response as the fetcher needs it.
struct HTTPResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// GET requests through URLSession: redirects that leave the allowed host refused (the 3xx
/// comes back as the response), no cache, every request bounded in time even when a server
/// stalls mid-body, and every body bounded in size: the bytes are taken as they arrive and the
/// transfer is stopped past the request's limit, so a huge answer never fills memory.
final class HTTPClient: NSObject, URLSessionDataDelegate, Sendable {
    private let policy: URLPolicy
    private let timeout: TimeInterval
    private let userAgent: String
    private let transfers = Transfers()
    private nonisolated(unsafe) var session: URLSession!

    init(policy: URLPolicy, timeout: TimeInterval, userAgent: String, concurrency: Int) {
        self.policy = policy
        self.timeout = timeout
        self.userAgent = userAgent
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.httpMaximumConnectionsPerHost = concurrency
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: InlineDelegateQueue())
    }

    func invalidate() { session.finishTasksAndInvalidate() }

    /// - Parameter limit: the most bytes of body read; past it the request throws `AnswerTooLarge`.
    func get(_ url: URL, headers: [String: String] = [:], limit: Int) async throws -> HTTPResponse {
        guard policy.allows(url) else { throw FetchError("\(url.absoluteString) is not on the allowed host") }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let deadline = timeout * 2 + 1
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request)
            transfers.start(task.taskIdentifier, url: url, limit: limit, continuation: continuation)
            // URLSession's own time-outs do not stop every stall; this one always ends the task.
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak task] in task?.cancel() }
            task.resume()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A body announced as too large is not read at all.
        let allowed = transfers.announce(response.expectedContentLength, for: dataTask.taskIdentifier)
        completionHandler(allowed ? .allow : .cancel)
        // `.cancel` alone leaves FoundationNetworking reading the body on.
        if !allowed { Self.cancelApart(dataTask) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if transfers.append(data, to: dataTask.taskIdentifier) == .passedLimit { Self.cancelApart(dataTask) }
    }

    /// Cancels from another thread: the delegate runs on the session's work queue (see
    /// `InlineDelegateQueue`), which `cancel` waits for.
    private static func cancelApart(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let transfer = transfers.finish(task.taskIdentifier) else { return }
        let deadline = timeout * 2 + 1
        if transfer.tooLarge {
            transfer.continuation.resume(throwing: AnswerTooLarge(url: transfer.url, limit: transfer.limit))
        } else if let error {
            transfer.continuation.resume(
                throwing: FetchError(NetworkFailure.describe(error, url: transfer.url, timeout: deadline)))
        } else if let http = task.response as? HTTPURLResponse {
            var fields: [String: String] = [:]
            for (name, value) in http.allHeaderFields {
                if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
            }
            transfer.continuation.resume(
                returning: HTTPResponse(status: http.statusCode, headers: fields, body: transfer.body))
        } else {
            transfer.continuation.resume(
                throwing: FetchError("\(transfer.url.host ?? "the server") gave an answer that is not HTTP"))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(request.url.map(policy.allows) == true ? request : nil)
    }
}

/// Runs each delegate call at once on the thread that hands it over: the session's work queue,
/// as libcurl reads. FoundationNetworking otherwise queues every chunk for the delegate without
/// waiting, so libcurl ran ahead of the delegate, and of a cancel queued behind its reads: a
/// 2 GB page from a fast server piled up in memory (4.4 GB) before the cancel took effect. Taken
/// as read, the chunks past the limit are dropped one by one and the cancel lands in
/// milliseconds.
private final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }
}

/// An answer longer than its request's limit: not read further, and not asked for again.
struct AnswerTooLarge: Error, CustomStringConvertible {
    var url: URL
    var limit: Int

    var description: String {
        "the answer from \(url.absoluteString) is over the \(limit)-byte limit; not read further"
    }
}

/// The requests in flight, by task: what each has received so far and who waits for it. The
/// session calls its delegate from its own queue; the lock keeps each entry whole.
private final class Transfers: @unchecked Sendable {
    struct Transfer {
        var url: URL
        var limit: Int
        var continuation: CheckedContinuation<HTTPResponse, Error>
        var body = Data()
        var tooLarge = false
    }

    private let lock = NSLock()
    private var inFlight: [Int: Transfer] = [:]

    func start(_ task: Int, url: URL, limit: Int, continuation: CheckedContinuation<HTTPResponse, Error>) {
        lock.withLock { inFlight[task] = Transfer(url: url, limit: limit, continuation: continuation) }
    }

    /// Whether a body of the announced length (-1 when not announced) may be read.
    func announce(_ length: Int64, for task: Int) -> Bool {
        lock.withLock {
            guard let limit = inFlight[task]?.limit, length > Int64(limit) else { return true }
            inFlight[task]?.tooLarge = true
            return false
        }
    }

    enum Appended { case kept, passedLimit, dropped }

    /// Adds the bytes; once they would pass the limit the body is dropped: `passedLimit` the
    /// first time, when the transfer is to be cancelled, `dropped` for what comes after.
    func append(_ data: Data, to task: Int) -> Appended {
        lock.withLock {
            guard var transfer = inFlight[task], !transfer.tooLarge else { return .dropped }
            // Taken out while it grows, so that the body has one owner and is not copied.
            inFlight[task] = nil
            if transfer.body.count + data.count > transfer.limit {
                transfer.tooLarge = true
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            inFlight[task] = transfer
            return transfer.tooLarge ? .passedLimit : .kept
        }
    }

    func finish(_ task: Int) -> Transfer? {
        lock.withLock { inFlight.removeValue(forKey: task) }
    }
}
