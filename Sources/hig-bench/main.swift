import Foundation
import HIGIndex
import HIGModel
import HIGSearch

// In-process query timings: opens an index once and runs each query many times, so process
// start, argument parsing and output are left out. Usage: hig-bench INDEX [RUNS] QUERY...
// `hig-bench --bm25-weights` prints the practices' column weights as FTS5's bm25() takes them,
// from the ranking model hig ranks with, for the sqlite3 baseline of scripts/bench.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--bm25-weights"] {
    print(RankingModel.standard.bm25Arguments)
    exit(0)
}
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: hig-bench INDEX [RUNS] QUERY...\n".utf8))
    exit(2)
}
let indexPath = arguments[0]
var queries = Array(arguments.dropFirst())
var runs = 200
if let first = queries.first, let number = Int(first) {
    runs = max(number, 1)
    queries.removeFirst()
}

let engine = try SearchEngine(indexPath: indexPath)
print("| query | median µs | p90 µs | first run µs |")
print("| --- | ---: | ---: | ---: |")
for query in queries {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try engine.search(query, limit: 10)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
    }
    let first = samples[0]
    samples.sort()
    let median = samples[samples.count / 2]
    let p90 = samples[samples.count * 9 / 10]
    print("| \(query) | \(Int(median)) | \(Int(p90)) | \(Int(first)) |")
}
