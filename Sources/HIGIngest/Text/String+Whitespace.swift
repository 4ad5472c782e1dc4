import Foundation
import HIGModel

extension StringProtocol {
    /// Runs of white space (including non-breaking spaces) folded to one space, ends trimmed,
    /// control characters (NUL and the like) dropped.
    var collapsedWhitespace: String {
        // ASCII text is collapsed byte by byte: appending to a String a scalar at a time was a
        // thirtieth of an ingest.
        let ascii = utf8.withContiguousStorageIfAvailable { bytes in
            WordScalars.isASCIIOrTypographic(bytes: bytes) ? asciiCollapsedWhitespace(bytes) : nil
        }
        if let ascii, let ascii { return ascii }
        return scalarCollapsedWhitespace
    }

    /// The same, a scalar at a time, for any text.
    var scalarCollapsedWhitespace: String {
        // The result is gathered as UTF-8 and made a String once.
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        var pendingSpace = false
        for scalar in unicodeScalars {
            if WordScalars.isWhitespace(scalar) {
                pendingSpace = !result.isEmpty
            } else if WordScalars.isControl(scalar) {
                continue
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(contentsOf: scalar.utf8)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    func trimmingLeadingWhitespace() -> Substring {
        let string = Substring(self)
        return string.drop { $0.isWhitespace }
    }
}

/// `collapsedWhitespace` of ASCII bytes; those of typographic quotes and dashes are kept.
private func asciiCollapsedWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var pendingSpace = false
    for byte in bytes {
        if byte == 0x20 || (0x09...0x0D).contains(byte) {
            pendingSpace = !result.isEmpty
        } else if byte < 0x20 || byte == 0x7F {
            continue
        } else {
            if pendingSpace { result.append(0x20) }
            pendingSpace = false
            result.append(byte)
        }
    }
    return String(decoding: result, as: UTF8.self)
}
