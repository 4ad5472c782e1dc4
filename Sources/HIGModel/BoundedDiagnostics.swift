/// Diagnostics of one file with at most `perKind` of each ID kept; the rest are counted and
/// said in one closing line of that kind ("… and 12,345 more like it"). A reader that finds one
/// problem per line would otherwise print a line per line of a file: one ID repeated down a
/// 30 MB review made 77 MB of errors.
package struct BoundedDiagnostics: Sendable {
    package static let standardPerKind = 20

    package let perKind: Int
    private var kept: [Diagnostic] = []
    private var counts: [String: Int] = [:]
    /// The first diagnostic of each kind past the limit, in the order they came.
    private var firstLeftOut: [Diagnostic] = []

    package init(perKind: Int = standardPerKind) {
        self.perKind = perKind
    }

    package mutating func append(_ diagnostic: Diagnostic) {
        append(kind: diagnostic.id) { diagnostic }
    }

    /// Counts a diagnostic of `kind`, building it only when it is kept: a file that repeats one
    /// problem two million times would otherwise spend most of its reading on messages nobody sees.
    package mutating func append(kind: String, _ make: () -> Diagnostic) {
        let count = counts[kind, default: 0] + 1
        counts[kind] = count
        if count <= perKind {
            kept.append(make())
        } else if count == perKind + 1 {
            firstLeftOut.append(make())
        }
    }

    /// The kept diagnostics, then a line per kind that had more, at the first one left out.
    package var diagnostics: [Diagnostic] {
        kept
            + firstLeftOut.map { first in
                let more = counts[first.id, default: 0] - perKind
                var summary = first
                summary.message =
                    "… and \(Self.grouped(more)) more like it from this line on (only the first \(perKind) are shown)"
                return summary
            }
    }

    /// Whether any diagnostic, shown or counted, is an error.
    package var hasErrors: Bool { kept.contains { $0.severity == .error } }

    /// 12345 → "12,345", the same in every locale.
    package static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
