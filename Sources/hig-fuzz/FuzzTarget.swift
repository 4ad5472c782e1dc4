import Foundation
import HIGExport
import HIGFetch
import HIGIngest

/// Feeds one input to the readers: page bytes through format sniffing and the reader it picks,
/// (with HIG_FUZZ_TARGET=review) a review file through the review readers, (review-json,
/// review-csv) through the JSON or the CSV reader alone, whatever it starts with, (taxonomy) a
/// taxonomy.yml through the taxonomy loader, or (fetch-state) a `.fetch-state.json` through the
/// fetch's state reader. Any crash, hang or
/// memory error is a bug; the results themselves are not checked.
enum FuzzTarget {
    static let target = ProcessInfo.processInfo.environment["HIG_FUZZ_TARGET"]

    static func run(_ data: Data) {
        if target == "fetch-state" {
            _ = FetchStateReading.read(data)
        } else if target == "taxonomy" {
            _ = TaxonomyReading.read(data)
        } else if target == "review" {
            _ = ReviewReader.read(text: String(decoding: data, as: UTF8.self), file: "input")
        } else if target == "review-json" {
            _ = ReviewReader.readJSON(text: String(decoding: data, as: UTF8.self), file: "input")
        } else if target == "review-csv" {
            _ = ReviewReader.readCSV(text: String(decoding: data, as: UTF8.self), file: "input")
        } else {
            _ = PageReading.read(data, name: "input")
        }
    }
}

#if FUZZING
    /// libFuzzer's entry point for each input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        FuzzTarget.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }

    /// libFuzzer's driver (linked in by `-sanitize=fuzzer`): it reads the command line and
    /// calls back with each input.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif

/// The program's entry: libFuzzer's driver in a fuzzing build; otherwise a replay of the files
/// named on the command line, to reproduce a finding.
@main
enum FuzzMain {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv) { bytes, count in fuzzOneInput(bytes, count) })
        #else
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                FuzzTarget.run(data)
                print("ok \(path)")
            }
        #endif
    }
}
