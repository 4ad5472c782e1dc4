import Foundation
import Testing

@testable import HIGMCP

@Suite("Lines of standard input judged before the SDK")
struct JSONRPCLineTests {
    private func verdict(_ line: String) -> JSONRPCLine.Verdict {
        JSONRPCLine.check(Data(line.utf8))
    }

    private func rejection(_ line: String) -> JSONRPCLine.Rejection? {
        if case .reject(let rejection) = verdict(line) { rejection } else { nil }
    }

    @Test("text that is not JSON is a parse error with id null")
    func parseError() throws {
        let parsed = try #require(rejection("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\":"))
        #expect(parsed.code == -32700)
        let answer = try JSONSerialization.jsonObject(with: parsed.data) as? [String: Any]
        #expect(answer?["id"] is NSNull)
    }

    @Test("JSON that is no JSON-RPC request is an invalid request, with its id when it has one")
    func invalidRequest() {
        #expect(rejection("[]")?.code == -32600)
        #expect(rejection("42")?.code == -32600)
        #expect(rejection(#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#)?.code == -32600)
        #expect(rejection(#"{"jsonrpc":"2.0","id":"a","method":7}"#)?.id as? String == "a")
    }

    @Test("requests, notifications and batches pass, counted")
    func passes() {
        guard case .pass(1, 0) = verdict(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#) else {
            Issue.record("a request")
            return
        }
        guard case .pass(0, 1) = verdict(#"{"jsonrpc":"2.0","method":"notifications/cancelled"}"#) else {
            Issue.record("a cancellation")
            return
        }
        let batch = #"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]"#
        guard case .pass(2, 0) = verdict(batch) else {
            Issue.record("a batch")
            return
        }
        #expect(JSONRPCLine.answerCount(Data(batch.utf8)) == 2)
    }

    @Test("params of the wrong shape for a method the server answers: invalid params, with the id")
    func invalidParams() {
        let lines = [
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":5}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":"cite"}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"cite","arguments":"x"}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call"}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"resources/read","params":{"uri":[]}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"cursor":3}}"#,
        ]
        for line in lines {
            let rejected = rejection(line)
            #expect(rejected?.code == -32602, "\(line)")
            #expect(rejected?.id as? Int == 7, "\(line)")
        }
    }

    @Test("an id that is null, an object, a boolean or a fraction: an invalid request with id null")
    func invalidID() throws {
        for id in ["null", #"{"a":1}"#, "[1]", "true", "1.5"] {
            let line = #"{"jsonrpc":"2.0","id":"# + id + #","method":"ping"}"#
            let rejected = try #require(rejection(line), "\(line)")
            #expect(rejected.code == -32600, "\(line)")
            let answer = try JSONSerialization.jsonObject(with: rejected.data) as? [String: Any]
            #expect(answer?["id"] is NSNull, "\(line)")
        }
    }

    @Test("well-formed requests pass: string and integer ids, params that fit, methods the SDK judges")
    func wellFormedPass() {
        let lines = [
            #"{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"cite","arguments":{"id":"x"}}}"#,
            #"{"jsonrpc":"2.0","id":-3,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/list"}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"hig/no-such-method","params":7}"#,
        ]
        for line in lines {
            guard case .pass(1, 0) = verdict(line) else {
                Issue.record("\(line) was not passed on as one request")
                continue
            }
        }
    }
}
