/// A reviewer's mark on a checklist item.
package enum ReviewStatus: String, Codable, Sendable, CaseIterable {
    /// Not reviewed yet.
    case open
    case pass
    case fail
    /// The guideline does not apply to what is reviewed.
    case notApplicable = "n/a"
    /// Known to fail, accepted on purpose.
    case waived

    /// The words a reviewer may write for the status, in any case: `FAIL`, `N/A`, `NA`, `waived`.
    package init?(marker: String) {
        let key = Self.key(marker)
        switch key {
        case "pass", "ok", "passed": self = .pass
        case "fail", "failed", "failing": self = .fail
        case "n/a", "na", "notapplicable": self = .notApplicable
        case "waived", "waive", "waiver": self = .waived
        case "open", "todo", "": self = .open
        default: return nil
        }
    }

    /// The marker's letters and slashes, lower-cased: "N/A " and "n/a" are one key. ASCII, as
    /// nearly every marker is, is read byte by byte; `Character.isLetter` looks up Unicode
    /// properties, which made it a fifth of reading a large review.
    private static func key(_ marker: String) -> String {
        guard marker.utf8.allSatisfy({ $0 < 0x80 }) else {
            return marker.lowercased().filter { $0.isLetter || $0 == "/" }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(marker.utf8.count)
        for byte in marker.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "/"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the reviewer has decided on the item.
    package var isReviewed: Bool { self != .open }

    /// How Markdown and text show it.
    package var label: String {
        switch self {
        case .open: "open"
        case .pass: "PASS"
        case .fail: "FAIL"
        case .notApplicable: "N/A"
        case .waived: "WAIVED"
        }
    }
}

extension ReviewStatus {
    /// Accepts what a reviewer may type into a JSON file: `"FAIL"`, `"na"`, `""`.
    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let status = ReviewStatus(marker: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown status '\(text)': use open, pass, fail, n/a or waived"))
        }
        self = status
    }
}
