/// What a fetch did to each file.
package struct FetchReport: Sendable, Equatable {
    package enum Outcome: Sendable, Equatable {
        case new, changed, unchanged
        /// The previous file, if any, is kept.
        case failed(String)
    }

    /// File name relative to the pages folder → outcome, in the order the pages were listed.
    package var files: [(name: String, outcome: Outcome)] = []
    /// Pages whose files were already brought by the run this one resumes.
    package var resumed = 0
    /// Files of pages the table of contents no longer lists, deleted.
    package var withdrawn: [String] = []
    /// Problems that did not stop the fetch, by file name relative to the pages folder (a state
    /// file that could not be used).
    package var warnings: [(name: String, reason: String)] = []

    package init() {}

    package var new: Int { files.filter { $0.outcome == .new }.count }
    package var changed: Int { files.filter { $0.outcome == .changed }.count }
    package var unchanged: Int { files.filter { $0.outcome == .unchanged }.count }
    package var failures: [(name: String, reason: String)] {
        files.compactMap { file in
            if case .failed(let reason) = file.outcome { return (file.name, reason) }
            return nil
        }
    }

    package var summary: String {
        var text = "\(new) new, \(changed) changed, \(unchanged) unchanged, \(failures.count) failed"
        if !withdrawn.isEmpty { text += ", \(withdrawn.count) no longer listed and deleted" }
        if resumed > 0 { text += " (\(resumed) already brought by the interrupted run)" }
        return text
    }

    package static func == (lhs: FetchReport, rhs: FetchReport) -> Bool {
        lhs.resumed == rhs.resumed && lhs.withdrawn == rhs.withdrawn && lhs.files.map(\.name) == rhs.files.map(\.name)
            && lhs.files.map(\.outcome) == rhs.files.map(\.outcome)
    }
}
