import Foundation

/// When to ask again: after a 429 or a 5xx, or a request that got no answer; as long as the
/// server's Retry-After says, else exponentially longer each time with jitter, so that clients
/// turned away together do not come back together.
struct RetryPolicy: Sendable {
    var attempts: Int
    var backoff: TimeInterval
    var longestRetryAfter: TimeInterval

    static func isRetryable(status: Int) -> Bool { status == 429 || (500...599).contains(status) }

    /// The wait before try `attempt + 1` (counting from 0); nil when the server asks for longer
    /// than `longestRetryAfter`.
    func delay(after attempt: Int, retryAfter: String?) -> TimeInterval? {
        if let retryAfter, let seconds = Self.seconds(retryAfter) {
            return seconds <= longestRetryAfter ? seconds : nil
        }
        let ceiling = backoff * pow(2, Double(attempt))
        return ceiling / 2 + Double.random(in: 0...(ceiling / 2))
    }

    /// Retry-After as seconds or as an HTTP date.
    static func seconds(_ value: String, now: Date = Date()) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = TimeInterval(trimmed), seconds >= 0 { return seconds }
        guard let date = httpDate(trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
