import Foundation
import HIGKnowledgeBase
import HIGModel
import Logging

/// The knowledge base the server answers from. Each answer reads it through the same freshness
/// rule as the command line, so content edited while the server runs is indexed again before
/// the next answer (the content is walked again only after the kernel reports a change, where
/// it can: `ContentWatch`); answers are taken one at a time, so two requests never rebuild the index
/// together.
package actor GuidelineLibrary {
    package nonisolated let location: IndexLocation
    /// Sources are shown relative to the folder that holds the content (`Content/text/…:12`),
    /// as `hig` run from the package shows them, whichever folder the agent started us in.
    package nonisolated let paths: PathDisplay
    private let logger: Logger
    /// Spares each answer a walk of every content file while the kernel reports no change.
    package nonisolated let watch = ContentWatch()

    package init(location: IndexLocation, logger: Logger = HIGMCPServer.logger(level: .warning)) {
        self.location = location
        self.logger = logger
        let root = location.content?.first ?? KnowledgeBase(indexPath: location.index).contentRoots().first
        paths = root.map { PathDisplay(currentDirectory: ($0 as NSString).deletingLastPathComponent) } ?? PathDisplay()
    }

    /// Runs `body` on a knowledge base that is current with its content, as `hig` reads it.
    /// `body` must only read: it runs again when the content turns out to have changed meanwhile.
    package func read<Value: Sendable>(_ body: @Sendable (KnowledgeBase) throws -> Value) throws -> Value {
        let logger = logger
        return try KnowledgeBase.reading(location, paths: paths, watch: watch, report: { Self.log($0, logger) }, body)
    }

    /// What a refresh did, on standard error through the logger: never on standard output,
    /// which carries only the protocol.
    private static func log(_ event: IndexFreshness.RebuildEvent, _ logger: Logger) {
        switch event {
        case .started(let reason, _, let index): logger.notice("\(reason.rawValue); indexing into \(index)")
        case .finished(let errors): logger.notice("index written, \(errors) file problem(s)")
        case .updated(let pages): logger.notice("\(pages) changed page(s) updated in the index")
        case .contentMissing(let missing):
            logger.warning("content gone (\(missing.joined(separator: ", "))); answering from the index as it is")
        case .staleAndUnwritable(let reason):
            logger.warning("index out of date and cannot be rebuilt (\(reason)); answering from it as it is")
        case .waiting(let index): logger.notice("another process is updating \(index); waiting for it")
        }
    }
}
