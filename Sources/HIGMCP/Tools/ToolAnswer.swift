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
    /// Read back with JSONSerialization rather than with the SDK's `Value` decoder, which tries
    /// every string as a data URL with a regular expression it compiles each time.
    static func from<Shape: Encodable>(_ value: Shape) throws -> Value {
        convert(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: [.fragmentsAllowed]))
    }

    private static func convert(_ object: Any) -> Value {
        switch object {
        case let string as String: return .string(string)
        case let number as NSNumber:
            // JSONSerialization gives true and false as numbers of C type char, and nothing else.
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "d", "f": return .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        case let array as [Any]: return .array(array.map(convert))
        case let dictionary as [String: Any]: return .object(dictionary.mapValues(convert))
        default: return .null
        }
    }

    /// The object with more fields, for answers that carry a little more than the contract type.
    static func adding(_ fields: [String: Value], to value: Value) -> Value {
        guard case .object(var object) = value else { return value }
        object.merge(fields) { _, new in new }
        return .object(object)
    }
}
