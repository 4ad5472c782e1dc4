import Foundation

/// What one line of standard input is, judged before the SDK sees it.
enum JSONRPCLine {
    enum Verdict {
        /// A message to pass on, with how many requests it holds (a batch holds several) and
        /// how many earlier requests it cancels.
        case pass(requests: Int, cancelled: Int)
        case reject(Rejection)
    }

    struct Rejection {
        var code: Int
        var message: String
        var id: Any = NSNull()

        var data: Data {
            let object: [String: Any] = [
                "jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message],
            ]
            return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        }
    }

    static func check(_ line: Data) -> Verdict {
        guard let json = try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed]) else {
            return .reject(Rejection(code: -32700, message: "Parse error: the line is not JSON"))
        }
        if let batch = json as? [Any] {
            guard !batch.isEmpty else {
                return .reject(Rejection(code: -32600, message: "Invalid Request: empty batch"))
            }
            let objects = batch.compactMap { $0 as? [String: Any] }
            return .pass(requests: objects.filter(isRequest).count, cancelled: objects.filter(isCancellation).count)
        }
        guard let object = json as? [String: Any] else {
            return .reject(Rejection(code: -32600, message: "Invalid Request: not a JSON-RPC object"))
        }
        // An id that cannot be read is answered with null, as JSON-RPC asks.
        let validID = object["id"].map { RequestShape.isValidID($0, in: line) }
        let id: Any = validID == true ? object["id"] ?? NSNull() : NSNull()
        guard object["jsonrpc"] as? String == "2.0" else {
            return .reject(Rejection(code: -32600, message: "Invalid Request: \"jsonrpc\" must be \"2.0\"", id: id))
        }
        let isResponse = object["method"] == nil && (object["result"] != nil || object["error"] != nil)
        guard isResponse || object["method"] is String else {
            return .reject(Rejection(code: -32600, message: "Invalid Request: \"method\" must be a string", id: id))
        }
        if let method = object["method"] as? String, let validID {
            guard validID else {
                let message = "Invalid Request: \"id\" must be a string or an integer (MCP allows no null id)"
                return .reject(Rejection(code: -32600, message: message))
            }
            if let problem = RequestShape.paramsProblem(line, method: method) {
                return .reject(Rejection(code: -32602, message: "Invalid params for \(method): \(problem)", id: id))
            }
        }
        return .pass(requests: isRequest(object) ? 1 : 0, cancelled: isCancellation(object) ? 1 : 0)
    }

    /// How many answers an outgoing line carries: one, or a batch's count.
    static func answerCount(_ line: Data) -> Int {
        guard line.first == UInt8(ascii: "[") else { return line.isEmpty ? 0 : 1 }
        return (try? JSONSerialization.jsonObject(with: line) as? [Any])?.count ?? 1
    }

    private static func isRequest(_ object: [String: Any]) -> Bool {
        object["method"] is String && object["id"] != nil
    }

    private static func isCancellation(_ object: [String: Any]) -> Bool {
        object["method"] as? String == "notifications/cancelled"
    }
}
