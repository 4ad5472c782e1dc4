import Foundation
import HIGKnowledgeBase
import HIGMCP
import MCP

// search_guidelines answered in process, as the server answers it (freshness check, search,
// JSON and text), without the stdio transport. Usage: hig-mcp-bench CONTENT CALLS QUERY...
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let calls = Int(arguments[1]), calls > 0 else {
    FileHandle.standardError.write(Data("usage: hig-mcp-bench CONTENT CALLS QUERY...\n".utf8))
    exit(2)
}
let location = try IndexLocation.resolve(content: arguments[0], index: nil)
let tools = GuidelineTools(library: GuidelineLibrary(location: location))
let queries = Array(arguments.dropFirst(2))

/// Runs every query `calls` times in turn; the first round brings the index up to date and is
/// not counted.
func measure() async throws -> [String: [Double]] {
    var samples: [String: [Double]] = [:]
    for round in 0...calls {
        for query in queries {
            let start = ContinuousClock.now
            let result = try await tools.call("search_guidelines", arguments: ["query": .string(query)])
            let elapsed = ContinuousClock.now - start
            guard result.isError != true else { throw MCPError.internalError("search_guidelines failed for \(query)") }
            if round > 0 {
                samples[query, default: []].append(
                    Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            }
        }
    }
    return samples
}

let samples = try await measure()
print("| query | calls | median µs | p99 µs |")
print("| --- | ---: | ---: | ---: |")
for query in queries {
    let sorted = (samples[query] ?? []).sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
    print("| \(query) | \(sorted.count) | \(Int(median)) | \(Int(p99)) |")
}
