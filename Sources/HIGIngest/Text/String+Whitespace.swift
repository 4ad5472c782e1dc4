import Foundation

extension StringProtocol {
    var trimmed: String {
        String(self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs of white space (including non-breaking spaces) folded to one space, ends trimmed,
    /// control characters (NUL and the like) dropped.
    var collapsedWhitespace: String {
        var result = ""
        result.reserveCapacity(count)
        var pendingSpace = false
        for character in self {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                continue
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    func trimmingLeadingWhitespace() -> Substring {
        let string = Substring(self)
        return string.drop { $0.isWhitespace }
    }
}
