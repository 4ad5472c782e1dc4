import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes that wait in the kernel, never by sleeping: a descriptor that whoever started
/// the server left non-blocking is waited on with poll(2).
enum BlockingIO {
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var code: Int32

        var description: String { "\(operation): \(String(cString: strerror(code)))" }
    }

    /// Up to `buffer.count` bytes; 0 at the end of the input.
    static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            try retry(after: errno, operation: "read", descriptor: descriptor, events: Int16(POLLIN))
        }
    }

    /// Every byte of `data`, however many calls the kernel takes to accept them.
    static func writeAll(_ descriptor: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, base + offset, bytes.count - offset)
                if count >= 0 {
                    offset += count
                } else {
                    try retry(after: errno, operation: "write", descriptor: descriptor, events: Int16(POLLOUT))
                }
            }
        }
    }

    /// Returns when the call that failed with `code` may be made again: at once after a signal,
    /// once the descriptor is ready when it would have blocked; throws for anything else.
    private static func retry(after code: Int32, operation: String, descriptor: Int32, events: Int16) throws {
        switch code {
        case EINTR: return
        case EAGAIN, EWOULDBLOCK:
            var ready = pollfd(fd: descriptor, events: events, revents: 0)
            while poll(&ready, 1, -1) < 0 {
                guard errno == EINTR else { throw Failure(operation: "poll", code: errno) }
            }
        default: throw Failure(operation: operation, code: code)
        }
    }
}
