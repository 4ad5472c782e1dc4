import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport failure in words: what went wrong, with which host and address, and the
/// system's own message where it adds something; never the raw NSError with its domain, code
/// and user info.
enum NetworkFailure {
    static func describe(_ error: Error, url: URL, timeout: TimeInterval) -> String {
        let error = error as NSError
        let host = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? "the server"
        let address = url.absoluteString
        guard error.domain == NSURLErrorDomain else {
            return "cannot fetch \(address): \(systemMessage(error))"
        }
        switch error.code {
        case NSURLErrorTimedOut, NSURLErrorCancelled:
            return "no complete answer from \(host) in time (\(Int(timeout)) s) for \(address)"
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
            return "cannot find the host \(host) (\(address)): \(systemMessage(error))"
        case NSURLErrorCannotConnectToHost:
            return "cannot connect to \(host) (\(address)): \(systemMessage(error))"
        case NSURLErrorNetworkConnectionLost:
            return "the connection to \(host) was lost while reading \(address)"
        case NSURLErrorNotConnectedToInternet:
            return "no network connection to reach \(host) (\(address))"
        case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
            NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateHasUnknownRoot,
            NSURLErrorServerCertificateNotYetValid:
            return "no secure connection to \(host) (\(address)): \(systemMessage(error))"
        case NSURLErrorBadServerResponse:
            return "\(host) gave a malformed answer for \(address)"
        default:
            return "cannot fetch \(address) from \(host): \(systemMessage(error))"
        }
    }

    /// The system's description of the failure, as a sentence without Foundation's wrapping.
    static func systemMessage(_ error: NSError) -> String {
        let text = (error.userInfo[NSLocalizedDescriptionKey] as? String) ?? error.localizedDescription
        // Foundation's fallback names the domain and code, which says nothing to a reader.
        if text.contains("NSURLErrorDomain") || text.contains("Error Domain=") {
            return "network error \(error.code)"
        }
        return text.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    }
}
