import Foundation
import MCP

/// A tool's arguments as an agent sent them, read by name and type. Every mistake is a
/// `ToolFailure`, which the agent sees as a tool error it can correct, never a protocol error.
struct ToolArguments: Sendable {
    let values: [String: Value]

    /// Rejects names the tool does not take, listing the ones it does: a misspelt filter that
    /// were ignored would widen the answer without a word.
    init(_ values: [String: Value]?, known: [String]) throws {
        self.values = values ?? [:]
        let unknown = self.values.keys.filter { !known.contains($0) }.sorted()
        guard unknown.isEmpty else {
            throw ToolFailure(
                "unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")); "
                    + "this tool takes: \(known.joined(separator: ", "))")
        }
    }

    func string(_ name: String) throws -> String? {
        switch values[name] {
        case nil, .null: return nil
        case .string(let text): return text
        case .some(let other): throw ToolFailure("'\(name)' must be a string, not \(Self.describe(other))")
        }
    }

    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ToolFailure("'\(name)' is required")
        }
        return text
    }

    /// A filter: one string, or an array of strings that are alternatives.
    func strings(_ name: String) throws -> [String] {
        switch values[name] {
        case nil, .null: return []
        case .string(let text): return text.isEmpty ? [] : [text]
        case .array(let items):
            return try items.map { item in
                guard case .string(let text) = item else {
                    throw ToolFailure("'\(name)' must be a string or an array of strings")
                }
                return text
            }
        case .some(let other):
            throw ToolFailure("'\(name)' must be a string or an array of strings, not \(Self.describe(other))")
        }
    }

    func integer(_ name: String, default fallback: Int, range: ClosedRange<Int>) throws -> Int {
        let number: Int
        switch values[name] {
        case nil, .null: return fallback
        case .int(let value): number = value
        case .double(let value) where value.rounded() == value && abs(value) < 1e9: number = Int(value)
        case .string(let text) where Int(text) != nil: number = Int(text)!
        case .some(let other): throw ToolFailure("'\(name)' must be an integer, not \(Self.describe(other))")
        }
        guard range.contains(number) else {
            throw ToolFailure("'\(name)' must be from \(range.lowerBound) to \(range.upperBound), not \(number)")
        }
        return number
    }

    /// A yes or no; `"true"` and `"false"` as strings too, as some clients send every argument.
    func boolean(_ name: String, default fallback: Bool) throws -> Bool {
        switch values[name] {
        case nil, .null: return fallback
        case .bool(let value): return value
        case .string(let text) where ["true", "false"].contains(text.lowercased()): return text.lowercased() == "true"
        case .some(let other): throw ToolFailure("'\(name)' must be a boolean, not \(Self.describe(other))")
        }
    }

    /// One of a few words, as the schema's enum lists them.
    func choice(_ name: String, from choices: [String], default fallback: String) throws -> String {
        guard let text = try string(name) else { return fallback }
        let wanted = text.lowercased()
        guard choices.contains(wanted) else {
            throw ToolFailure("unknown \(name) '\(text)'; known: \(choices.joined(separator: ", "))")
        }
        return wanted
    }

    /// A choice among an enum's cases, by raw value: the answer is the case itself, so the tool
    /// switches over every case the compiler knows.
    func choice<Choice: RawRepresentable<String>>(_ name: String, from choices: [Choice], default fallback: Choice)
        throws -> Choice
    {
        let wanted = try choice(name, from: choices.map(\.rawValue), default: fallback.rawValue)
        return choices.first { $0.rawValue == wanted } ?? fallback
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// What an agent asked for that cannot be answered: shown to it as the tool's result with
/// `isError`, so it can change the call.
struct ToolFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
