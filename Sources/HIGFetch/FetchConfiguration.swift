import Foundation
import HIGIngest

/// What `hig fetch` asks of the server and how patiently.
package struct FetchConfiguration: Sendable {
    package static let appleBase = URL(string: "https://developer.apple.com")!

    /// Where the pages come from: Apple's site, or a mirror of it.
    package var baseURL: URL
    /// The content folder; pages go to `docc-json/apple/` in it.
    package var content: String
    /// Languages besides English, as Apple's site names them in its paths (`kr`).
    package var translations: [String]
    package var userAgent: String
    /// Requests in flight at once.
    package var concurrency = 4
    /// How long one request may take, waiting for the first byte or for the next one.
    package var timeout: TimeInterval = 30
    /// Tries of one request before its page is reported failed.
    package var attempts = 4
    /// The first backoff after a 429 or 5xx without Retry-After; each further one doubles.
    package var backoff: TimeInterval = 1
    /// The longest Retry-After honoured; a server asking for more fails the page.
    package var longestRetryAfter: TimeInterval = 120
    /// The largest answer read: the largest page ingest reads. A larger one fails its page.
    package var maximumPageSize = RenderNodeCheck.maximumSize

    /// The longest time any of the durations above may be: far past any useful wait, and far
    /// inside what a dispatch time or a sleep in nanoseconds can hold (a time of 1e16 seconds,
    /// or an infinite one, would stop the process when converted).
    package static let longestDuration: TimeInterval = 86_400

    package init(baseURL: URL = appleBase, content: String, translations: [String] = [], userAgent: String) {
        self.baseURL = baseURL
        self.content = content
        self.translations = translations
        self.userAgent = userAgent
    }

    /// Why this configuration cannot be used, or nil.
    package var problem: String? {
        let durations = [("timeout", timeout), ("backoff", backoff), ("longest Retry-After", longestRetryAfter)]
        for (name, seconds) in durations where !(seconds.isFinite && seconds >= 0 && seconds <= Self.longestDuration) {
            return "the \(name) of \(seconds) s is not between 0 and \(Int(Self.longestDuration)) s"
        }
        if timeout == 0 { return "the timeout must be more than 0 s" }
        if attempts < 1 || concurrency < 1 || maximumPageSize < 1 {
            return "attempts, concurrency and the largest page must each be at least 1"
        }
        if let language = translations.first(where: { !PageFileName.isLanguage(Substring($0)) }) {
            return "'\(language)' is not a language folder of Apple's site"
        }
        return nil
    }

    /// `DIR/docc-json/apple`.
    package var folder: String {
        (content as NSString).appendingPathComponent("docc-json/apple")
    }
}

/// Where requests may go: https to the base URL's host, or plain http to a mirror on this
/// machine. Redirects are held to the same rule.
package struct URLPolicy: Sendable {
    package var host: String
    package var port: Int?
    package var scheme: String

    package init(base: URL) {
        host = base.host?.lowercased() ?? ""
        port = base.port
        scheme = base.scheme?.lowercased() ?? ""
    }

    /// Why the base URL may not be used, or nil.
    package var problem: String? {
        if host.isEmpty { return "the base URL has no host" }
        if scheme == "https" { return nil }
        if scheme == "http" && Self.loopback.contains(host) { return nil }
        return "only https, or http to this machine (127.0.0.1), may be used"
    }

    package func allows(_ url: URL) -> Bool {
        url.scheme?.lowercased() == scheme && url.host?.lowercased() == host && url.port == port
    }

    private static let loopback: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]
}

/// The addresses Apple's HIG site loads its pages from.
enum HIGEndpoints {
    static func index(base: URL) -> URL {
        base.appendingPathComponent("tutorials/data/index/design--human-interface-guidelines")
    }

    /// `tutorials/data[/kr]/design/human-interface-guidelines/<slug>.json`.
    static func page(_ slug: String, language: String?, base: URL) -> URL {
        var url = base.appendingPathComponent("tutorials/data")
        if let language { url.appendPathComponent(language) }
        return url.appendingPathComponent("design/human-interface-guidelines/\(slug).json")
    }
}
