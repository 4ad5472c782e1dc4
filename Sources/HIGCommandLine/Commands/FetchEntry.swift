import HIGKnowledgeBase

/// How `hig-fetch` runs: as `hig fetch` with the network part supplied. `hig` itself never
/// links the network stack (libcurl and the libraries it loads); its `fetch` command runs
/// `hig-fetch` in its place, and `hig-fetch` gives the same help, messages and exit codes.
package enum FetchEntry {
    package static func run(with runner: @escaping ContentFetch.Runner) -> Never {
        FetchCommand.runner = runner
        switch SystemArguments.utf8() {
        case .success(let arguments): HIGCommand.run(arguments: ["fetch"] + arguments)
        // Parsed again from the process's arguments, which reports the one that is not UTF-8.
        case .failure: HIGCommand.run()
        }
    }
}
