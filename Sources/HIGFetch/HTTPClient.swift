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
/// comes back as the response), no cache, and every request bounded in time even when a server
/// stalls mid-body.
final class HTTPClient: NSObject, URLSessionTaskDelegate, Sendable {
    private let policy: URLPolicy
    private let timeout: TimeInterval
    private let userAgent: String
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
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func invalidate() { session.finishTasksAndInvalidate() }

    func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
        guard policy.allows(url) else { throw FetchError("\(url.absoluteString) is not on the allowed host") }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let deadline = timeout * 2 + 1
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: FetchError(Self.describe(error, timeout: deadline)))
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    continuation.resume(throwing: FetchError("the server's answer is not HTTP"))
                    return
                }
                var fields: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
                }
                continuation.resume(
                    returning: HTTPResponse(status: http.statusCode, headers: fields, body: data ?? Data()))
            }
            // URLSession's own time-outs do not stop every stall; this one always ends the task.
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak task] in task?.cancel() }
            task.resume()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(request.url.map(policy.allows) == true ? request : nil)
    }

    private static func describe(_ error: Error, timeout: TimeInterval) -> String {
        let code = (error as NSError).code
        if code == NSURLErrorTimedOut || code == NSURLErrorCancelled {
            return "no complete answer in time"
        }
        return error.localizedDescription
    }
}
