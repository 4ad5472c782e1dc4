import HIGModel

/// A review read back from a file: the checklist with the reviewer's marks, and the problems
/// found. `checklist` is nil when nothing usable was found.
package struct ReviewFile: Sendable {
    package var checklist: Checklist?
    package var diagnostics: [Diagnostic]

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Collects diagnostics for one review file, a bounded number of each kind (a problem repeated
/// on every line is said a few times and then counted).
struct ReviewProblems {
    let file: String
    private var collected = BoundedDiagnostics()

    init(file: String) {
        self.file = file
    }

    var diagnostics: [Diagnostic] { collected.diagnostics }
    var hasErrors: Bool { collected.hasErrors }

    mutating func error(_ id: String, line: Int, _ message: @autoclosure () -> String) {
        let kind = "review.\(id)"
        collected.append(kind: kind) {
            Diagnostic(file: file, line: max(line, 1), severity: .error, id: kind, message: message())
        }
    }

    mutating func warning(_ id: String, line: Int, _ message: @autoclosure () -> String) {
        let kind = "review.\(id)"
        collected.append(kind: kind) {
            Diagnostic(file: file, line: max(line, 1), severity: .warning, id: kind, message: message())
        }
    }
}

/// Checks what every review format shares: IDs present and unique, and no more items than a
/// review can mean.
struct ReviewItemCheck {
    /// The whole HIG is about 2,500 guidelines; ten times that leaves room for every edition a
    /// review could collect, while a 32 MiB CSV of bare `id,status` rows (2.5 million) would hold
    /// more than a gigabyte of items.
    static let maximumItems = 25_000
    static let tooManyMessage =
        "over \(BoundedDiagnostics.grouped(maximumItems)) guidelines (the whole HIG has about 2,500); the rest is not read"

    private var seen: [String: Int] = [:]
    private var saidTooMany = false

    /// false when the item must be left out.
    mutating func admit(id: String, line: Int, problems: inout ReviewProblems) -> Bool {
        guard !id.isEmpty else {
            problems.error("item.no-id", line: line, "item has no guideline ID; it is left out")
            return false
        }
        if let first = seen[id] {
            problems.error(
                "item.duplicate", line: line,
                "guideline \(id) is listed again (first on line \(first)); the first mark counts")
            return false
        }
        guard seen.count < Self.maximumItems else {
            if !saidTooMany {
                saidTooMany = true
                problems.error("too-many-items", line: line, Self.tooManyMessage)
            }
            return false
        }
        seen[id] = line
        return true
    }
}

extension Practice {
    /// A practice as a review file knows it: its ID, lead, Korean, strength and place.
    static func reviewed(
        id: String, lead: String, body: String = "", ko: String?, section: String, strength: String, sources: [String]
    ) -> Practice {
        Practice(
            id: id, lead: lead, body: body, ko: ko?.isEmpty == false ? ko : nil,
            page: String(id.split(separator: "/").first ?? ""), section: section,
            strength: Strength(rawValue: strength) ?? .informative, sources: ChecklistItem.sourceLocations(sources))
    }
}
