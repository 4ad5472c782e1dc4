import Foundation

/// Standard input cut into lines, one JSON-RPC message each. A line longer than `maximumBytes`
/// is dropped as it arrives, so a client that never sends a line feed cannot make the server hold
/// all it sends, and is reported once its end comes.
struct LineSplitter {
    enum Piece: Equatable {
        case line(Data)
        /// A line dropped for its length, in bytes.
        case tooLong(Int)
    }

    let maximumBytes: Int
    private var partial = Data()
    /// Bytes of the overlong line being dropped; 0 when none is.
    private var dropped = 0

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// The lines `chunk` completes; the unfinished end is kept for the next chunk.
    mutating func append(_ chunk: Data) -> [Piece] {
        var pieces: [Piece] = []
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            take(chunk[start..<newline])
            if let piece = endLine() { pieces.append(piece) }
            start = chunk.index(after: newline)
        }
        take(chunk[start...])
        return pieces
    }

    /// The last line, which the input ended without a line feed.
    mutating func finish() -> Piece? {
        endLine()
    }

    private mutating func take(_ bytes: Data) {
        if dropped > 0 {
            dropped += bytes.count
        } else if partial.count + bytes.count > maximumBytes {
            dropped = partial.count + bytes.count
            partial = Data()
        } else {
            partial.append(bytes)
        }
    }

    /// The line ended; nil for a blank one, which separates nothing and asks nothing.
    private mutating func endLine() -> Piece? {
        defer {
            partial = Data()
            dropped = 0
        }
        if dropped > 0 { return .tooLong(dropped) }
        let blank = partial.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        return blank ? nil : .line(partial)
    }
}
