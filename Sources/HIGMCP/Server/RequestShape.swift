import Foundation
import MCP

/// Whether a request's `id` and `params` are what the SDK can read, found out before it tries:
/// it reads `"id": null` as `""` and answers under that, treats a request whose `id` it cannot
/// read (an object, a boolean, a fraction) as a notification and answers nothing, and reports
/// params its handler cannot decode as an internal error (-32603) instead of invalid params.
enum RequestShape {
    /// MCP asks for a string or an integer; unlike JSON-RPC, never null.
    static func isValidID(_ id: Any, in line: Data) -> Bool {
        if id is String { return true }
        guard id is NSNumber else { return false }
        // JSONSerialization gives booleans and fractions as NSNumber too: decode the id as the SDK
        // does to tell an integer from them.
        return (try? JSONDecoder().decode(IDProbe.self, from: line)) != nil
    }

    /// Why the request's params do not fit its method, or nil when they do or the method is
    /// not one this server answers (the SDK then says so).
    static func paramsProblem(_ line: Data, method: String) -> String? {
        decoders[method]?(line)
    }

    /// Every request method the server answers, with the SDK's decoding of its params.
    private static let decoders: [String: @Sendable (Data) -> String?] = [
        Initialize.name: problem(Initialize.self), Ping.name: problem(Ping.self),
        ListTools.name: problem(ListTools.self), CallTool.name: problem(CallTool.self),
        ListResources.name: problem(ListResources.self),
        ListResourceTemplates.name: problem(ListResourceTemplates.self),
        ReadResource.name: problem(ReadResource.self),
    ]

    private static func problem<M: MCP.Method>(_: M.Type) -> @Sendable (Data) -> String? {
        { line in
            guard (try? JSONDecoder().decode(Request<M>.self, from: line)) == nil else { return nil }
            // The SDK's request decoding keeps only "Invalid params field"; the params alone say why.
            do {
                _ = try JSONDecoder().decode(ParamsProbe<M>.self, from: line)
                return "params: missing or of the wrong type"
            } catch let DecodingError.keyNotFound(key, context) {
                return "\(path(context.codingPath + [key])) is missing"
            } catch let DecodingError.dataCorrupted(context) {
                return reason(context)
            } catch let DecodingError.typeMismatch(_, context) {
                return reason(context)
            } catch let DecodingError.valueNotFound(_, context) {
                return reason(context)
            } catch {
                return "\(error)"
            }
        }
    }

    private struct ParamsProbe<M: MCP.Method>: Decodable {
        let params: M.Parameters
    }

    private struct IDProbe: Decodable {
        let id: ID
    }

    /// The decoder's reason in JSON's words: "an object" for its "Dictionary<String, Any>".
    private static func reason(_ context: DecodingError.Context) -> String {
        let description = context.debugDescription
            .replacingOccurrences(of: "Dictionary<String, Any>", with: "an object")
            .replacingOccurrences(of: "Array<Any>", with: "an array")
        return "\(path(context.codingPath)): \(description)"
    }

    /// `params.arguments.query`: the coding path as the client wrote it.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "params" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
