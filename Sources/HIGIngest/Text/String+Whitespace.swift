import Foundation
import HIGModel

extension StringProtocol {
    /// Runs of white space (including non-breaking spaces) folded to one space, ends trimmed,
    /// control characters (NUL and the like) dropped.
    var collapsedWhitespace: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var pendingSpace = false
        for scalar in unicodeScalars {
            if WordScalars.isWhitespace(scalar) {
                pendingSpace = !result.isEmpty
            } else if WordScalars.isControl(scalar) {
                continue
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    func trimmingLeadingWhitespace() -> Substring {
        let string = Substring(self)
        return string.drop { $0.isWhitespace }
    }
}
