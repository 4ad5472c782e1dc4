import Foundation
import MCP

/// `tools/call` and `tools/list` answered beside the SDK's message handling, which decodes each
/// request twice and turns each result into JSON, back into its generic `Value` (compiling a
/// regular expression for every string) and into JSON again: for a search's 41 KB answer that
/// took longer than the search. Here the request is decoded once into the SDK's own `Request`
/// and the answer written once (`SortedJSON`), in the bytes the SDK's `Response` takes with the
/// SDK's output formatting, so a client reads the same bytes. As the SDK does, an error the tools throw is a JSON-RPC error,
/// and a call cancelled before its answer is written is not answered.
final class ToolCallLane: @unchecked Sendable {
    private let tools: GuidelineTools
    // Guards `running`.
    private let lock = NSLock()
    private var running: [ID: Task<Void, Never>] = [:]

    init(tools: GuidelineTools) {
        self.tools = tools
    }

    /// Takes a line `JSONRPCLine` passed, counted as read by `answers`: returns true when it is
    /// one `tools/call` or `tools/list` request, whose answer is then queued on `answers` once
    /// made. A cancellation of a call under way here stops it; it returns false, so the SDK sees
    /// the cancellation too.
    func take(_ line: Data, answers: AnswerQueue) -> Bool {
        // A batch is an array and is left to the SDK.
        guard line.first == UInt8(ascii: "{"), let head = try? JSONDecoder().decode(Head.self, from: line) else {
            return false
        }
        switch head.method {
        case CancelledNotification.name:
            if let message = try? JSONDecoder().decode(Message<CancelledNotification>.self, from: line),
                let id = message.params.requestId
            {
                lock.withLock { running[id] }?.cancel()
            }
            return false
        case ListTools.name:
            guard let request = try? JSONDecoder().decode(Request<ListTools>.self, from: line) else { return false }
            answers.enqueue(
                Self.line(Response<ListTools>(id: request.id, result: .init(tools: GuidelineTools.definitions))),
                answers: 1)
            return true
        case CallTool.name:
            guard let request = try? JSONDecoder().decode(Request<CallTool>.self, from: line) else { return false }
            lock.withLock {
                // Started under the lock, so that the task cannot finish before it is listed.
                running[request.id] = Task { [self] in
                    let answer = await self.answer(request)
                    let cancelled = Task.isCancelled
                    lock.withLock { _ = running.removeValue(forKey: request.id) }
                    guard !cancelled else { return }
                    answers.enqueue(answer, answers: 1)
                }
            }
            return true
        default:
            return false
        }
    }

    /// The answer's line, as the SDK's server would write it.
    func answer(_ request: Request<CallTool>) async -> Data {
        do {
            let result = try await tools.call(request.params.name, arguments: request.params.arguments)
            return Self.line(Response<CallTool>(id: request.id, result: result))
        } catch {
            let failure = error as? MCPError ?? .internalError(error.localizedDescription)
            return Self.line(Response<CallTool>(id: request.id, error: failure))
        }
    }

    /// A response and its line feed, in the bytes the SDK's server writes: the response as JSON
    /// values, the result's structured content taken as it is, then written in one pass.
    private static func line<M: MCP.Method>(_ response: Response<M>) -> Data {
        var line: Data
        do {
            line = try SortedJSON.data(ValueEncoder.encode(response))
        } catch {
            let failure = Response<M>(id: response.id, error: .internalError("the answer cannot be encoded: \(error)"))
            line = (try? SortedJSON.data(ValueEncoder.encode(failure))) ?? Data()
        }
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// The one field read to route a line.
    private struct Head: Decodable {
        var method: String?
    }
}
