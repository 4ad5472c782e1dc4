import Foundation
import HIGIndex
import HIGModel

/// The values a shell completes for a filter or an ID argument, read from the index as it is:
/// a completion never builds or refreshes an index (that can take seconds) and never prints an
/// error, so a missing, stale or broken index completes nothing, or what it still holds.
public enum CompletionValues {
    /// What is being completed.
    public enum Field: Sendable {
        case page, practice, pageOrPractice, platform, style, state, strength, sourceKind
    }

    /// The values of `field` that start with `prefix` (case ignored), sorted; `words` are the
    /// command line as typed so far, whose `--content` and `--index` name the index.
    public static func values(_ field: Field, words: [String], prefix: String) -> [String] {
        let fixed: [String]? =
            switch field {
            case .strength: Strength.allCases.map(\.rawValue)
            case .sourceKind: SourceKind.allCases.map(\.rawValue) + ["all"]
            default: nil
            }
        let candidates = fixed ?? (try? indexed(field, words: words)) ?? []
        let wanted = prefix.lowercased()
        return Array(Set(candidates.filter { $0.lowercased().hasPrefix(wanted) })).sorted()
    }

    private static func indexed(_ field: Field, words: [String]) throws -> [String] {
        let location = try IndexLocation.resolve(
            content: option("--content", in: words), index: option("--index", in: words))
        guard FileManager.default.isReadableFile(atPath: location.index) else { return [] }
        let reader = try IndexReader(indexPath: location.index)
        switch field {
        case .page: return try reader.pageTitles().map(\.id)
        case .practice: return try reader.practiceIDs(containing: "", limit: Int.max)
        case .pageOrPractice:
            return try reader.pageTitles().map(\.id) + reader.practiceIDs(containing: "", limit: Int.max)
        case .platform: return try reader.taxonomy().platforms.map(\.id)
        case .style: return try reader.taxonomy().styles.map(\.id)
        case .state:
            // Transitions (`active>inactive`) are left out: a shell would take `>` for a redirection.
            return try reader.taxonomy().machines.flatMap { machine in
                machine.states.map(\.id) + machine.transitions.flatMap(\.callbacks)
            }
        case .strength, .sourceKind: return []
        }
    }

    /// The value of `--name VALUE` or `--name=VALUE`, the last one given.
    static func option(_ name: String, in words: [String]) -> String? {
        var value: String?
        for (index, word) in words.enumerated() {
            if word == name, index + 1 < words.count {
                value = words[index + 1]
            } else if word.hasPrefix(name + "=") {
                value = String(word.dropFirst(name.count + 1))
            }
        }
        return value
    }
}
