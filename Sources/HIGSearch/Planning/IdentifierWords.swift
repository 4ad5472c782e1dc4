import Foundation

/// The words of a developer symbol the index does not know, as the pages write them in prose:
/// `AudioServicesPlaySystemSound` → "Audio Services Play System Sound". An acronym ends before
/// the capital that starts the next word (`HTMLDocument` → "HTML Document"), and the two-letter prefix
/// Apple's frameworks put on their types (`NSSavePanel`, `UIPageControl`, `CMMotionManager`) is
/// dropped: it names the framework, not the thing, and as a word it matches nothing or every "UI".
enum IdentifierWords {
    static func spaced(_ identifier: String) -> String {
        var words = identifier
        if let prefix = words.range(of: #"^[A-Z]{2}(?=[A-Z][a-z])"#, options: .regularExpression) {
            words.removeSubrange(prefix)
        }
        words = words.replacingOccurrences(of: #"([a-z])([A-Z])"#, with: "$1 $2", options: .regularExpression)
        return words.replacingOccurrences(of: #"([A-Z])([A-Z][a-z])"#, with: "$1 $2", options: .regularExpression)
    }
}
