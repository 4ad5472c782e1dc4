import MCP

/// A tool answer's text parts, joined: what the agent reads.
func answerText(_ result: CallTool.Result) -> String {
    result.content.compactMap { content in
        if case .text(let text, _, _) = content { text } else { nil }
    }.joined(separator: "\n")
}
