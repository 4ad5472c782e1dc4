import Foundation
import MCP

/// A tool's answer: a short text for the agent to read and the same answer as JSON in the
/// shapes `hig … --format json` prints, for the agent to use.
struct ToolAnswer: Sendable {
    var text: String
    var structured: Value

    var result: CallTool.Result {
        CallTool.Result(
            content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Value?.some(structured))
    }

    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(
            content: [.text(text: message, annotations: nil, _meta: nil)],
            structuredContent: Value?.some(.object(["error": .string(message)])), isError: true)
    }
}

/// Encodable contract types as the SDK's JSON values.
enum JSONValue {
    static func from<Shape: Encodable>(_ value: Shape) throws -> Value {
        try ValueEncoder.encode(value)
    }

    /// The object with more fields, for answers that carry a little more than the contract type.
    static func adding(_ fields: [String: Value], to value: Value) -> Value {
        guard case .object(var object) = value else { return value }
        object.merge(fields) { _, new in new }
        return .object(object)
    }
}
