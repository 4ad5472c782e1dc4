import Foundation
import HIGIngest
import HIGModel
import Yams

/// A scope file as written (`hig checklist --scope review.yml`), each value with its line, before
/// the values are checked against the knowledge base. Keys that mean nothing are diagnostics
/// with the key they were likely meant to be.
package struct ScopeFile: Sendable {
    /// A value and the line it is on, for diagnostics.
    package struct Value: Sendable, Equatable {
        package var text: String
        package var line: Int
        package var column: Int
    }

    /// The kinds of value `include` and `exclude` take.
    package enum Field: String, CaseIterable, Sendable {
        case pages, sections, styles, states, queries, ids
    }

    package var path: String
    package var title = ""
    package var platforms: [Value] = []
    package var strengths: [Value] = []
    package var include: [Field: [Value]] = [:]
    package var exclude: [Field: [Value]] = [:]
    package var diagnostics: [Diagnostic] = []

    /// Files past this are not scopes: a scope names a few dozen values.
    static let maximumSize = 256 * 1024
    /// Values read at most: YAML aliases can repeat a list without bound.
    static let maximumValues = 10_000
    static let topKeys = ["title", "platforms", "strength", "include", "exclude"]
    static let excludeFields: [Field] = [.pages, .sections, .ids]

    /// Reads the file at `path`; `displayPath` names it in diagnostics.
    package static func read(path: String, displayPath: String) -> ScopeFile {
        var refused = ScopeFile(text: "", displayPath: displayPath)
        refused.diagnostics = []
        guard let data = FileManager.default.contents(atPath: path) else {
            refused.fail(1, "scope.file.missing", "the scope file cannot be read (missing, a folder, or not permitted)")
            return refused
        }
        guard data.count <= maximumSize else {
            refused.fail(
                1, "scope.file.too-large", "the scope file is \(data.count) bytes, over the \(maximumSize)-byte limit")
            return refused
        }
        guard let text = String(data: data, encoding: .utf8) else {
            refused.fail(1, "scope.file.encoding", "the scope file is not UTF-8")
            return refused
        }
        return ScopeFile(text: text, displayPath: displayPath)
    }

    /// Reads scope text.
    package init(text: String, displayPath: String) {
        path = displayPath
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            fail(
                YAMLErrors.line(of: error) ?? 1, "scope.yaml.invalid",
                "not valid YAML: \(YAMLErrors.summary(of: error))")
            return
        }
        guard let root, case .mapping(let mapping) = root else {
            fail(
                root?.mark?.line ?? 1, "scope.yaml.shape",
                "a scope is a mapping of title, platforms, strength, include and exclude")
            return
        }
        var budget = Self.maximumValues
        for (key, value) in mapping {
            let name = key.string ?? ""
            switch name {
            case "title": title = value.string ?? ""
            case "platforms": platforms = values(value, key: name, budget: &budget)
            case "strength": strengths = values(value, key: name, budget: &budget)
            case "include": include = fields(value, key: name, known: Field.allCases, budget: &budget)
            case "exclude": exclude = fields(value, key: name, known: Self.excludeFields, budget: &budget)
            default: unknownKey(name, at: key, known: Self.topKeys)
            }
        }
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    private mutating func fields(_ node: Node, key: String, known: [Field], budget: inout Int) -> [Field: [Value]] {
        guard case .mapping(let mapping) = node else {
            if node.string?.isEmpty == false || node.sequence != nil {
                fail(
                    node.mark?.line ?? 1, "scope.yaml.shape",
                    "'\(key)' is a mapping of \(known.map(\.rawValue).joined(separator: ", "))")
            }
            return [:]
        }
        var result: [Field: [Value]] = [:]
        for (fieldKey, value) in mapping {
            let name = fieldKey.string ?? ""
            guard let field = Field(rawValue: name), known.contains(field) else {
                unknownKey(name, at: fieldKey, known: known.map(\.rawValue), under: key)
                continue
            }
            result[field, default: []] += values(value, key: "\(key).\(name)", budget: &budget)
        }
        return result
    }

    /// A scalar or a list of scalars; an empty value is no values.
    private mutating func values(_ node: Node, key: String, budget: inout Int) -> [Value] {
        let items: [Node]
        switch node {
        case .sequence(let sequence): items = Array(sequence)
        case .scalar(let scalar): items = scalar.string.isEmpty ? [] : [node]
        default: items = [node]
        }
        var result: [Value] = []
        for item in items {
            budget -= 1
            guard budget >= 0 else {
                if budget == -1 {
                    fail(
                        item.mark?.line ?? 1, "scope.yaml.too-many-values",
                        "over \(Self.maximumValues) values; the rest are not read")
                }
                return result
            }
            guard case .scalar(let scalar) = item else {
                fail(item.mark?.line ?? 1, "scope.yaml.shape", "'\(key)' takes text values, one or a list")
                continue
            }
            let text = scalar.string.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty {
                result.append(Value(text: text, line: scalar.mark?.line ?? 1, column: scalar.mark?.column ?? 1))
            }
        }
        return result
    }

    private mutating func unknownKey(_ name: String, at node: Node, known: [String], under parent: String? = nil) {
        let place = parent.map { " under '\($0)'" } ?? ""
        let suggestion = NameSuggestion.clause(for: name, among: known)
        let listed = suggestion.isEmpty ? "; known: \(known.joined(separator: ", "))" : ""
        fail(
            node.mark?.line ?? 1, column: node.mark?.column ?? 1, "scope.key.unknown",
            "unknown key '\(name)'\(place)\(suggestion)\(listed)")
    }

    mutating func fail(_ line: Int, column: Int = 1, _ id: String, _ message: String) {
        diagnostics.append(
            Diagnostic(file: path, line: line, column: column, severity: .error, id: id, message: message))
    }
}
