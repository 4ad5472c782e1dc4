import HIGModel

/// A review read back from a file: the checklist with the reviewer's marks, and the problems
/// found. `checklist` is nil when nothing usable was found.
public struct ReviewFile: Sendable {
    public var checklist: Checklist?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
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

    mutating func error(_ id: String, line: Int, _ message: String) {
        collected.append(
            Diagnostic(file: file, line: max(line, 1), severity: .error, id: "review.\(id)", message: message))
    }

    mutating func warning(_ id: String, line: Int, _ message: String) {
        collected.append(
            Diagnostic(file: file, line: max(line, 1), severity: .warning, id: "review.\(id)", message: message))
    }
}

/// Checks what every review format shares: IDs present and unique.
struct ReviewItemCheck {
    private var seen: [String: Int] = [:]

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
