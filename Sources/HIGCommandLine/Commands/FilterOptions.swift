import ArgumentParser
import HIGKnowledgeBase
import HIGModel

/// Filters shared by `query` and `checklist`: each may be repeated; values of one filter are
/// alternatives, different filters must all hold.
struct FilterOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("Only practices for this platform (iOS, ipados, iPad, …).", valueName: "platform"),
        completion: .hig(.platform))
    var platform: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only practices about this lifecycle state or transition (background, active>inactive, sceneDidEnterBackground).",
            valueName: "state"), completion: .hig(.state))
    var state: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only practices about this presentation style (sheet, alert, slide-over).", valueName: "style"),
        completion: .hig(.style))
    var style: [String] = []

    @Option(
        name: .long, help: ArgumentHelp("Only practices of this page (ID or title).", valueName: "page"),
        completion: .hig(.page))
    var page: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only practices of this strength: must, must-not, avoid, should, consider.", valueName: "strength"),
        completion: .hig(.strength))
    var strength: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Only practices from a source file whose path contains this.", valueName: "text"))
    var source: [String] = []

    @Option(
        name: .customLong("source-kind"),
        help: ArgumentHelp(
            "Also (or only) guidance of this kind of source: apple-hig, apple-translation, community-translation, session-notes, article, or all. Without it, Apple's guidance only.",
            valueName: "kind"), completion: .hig(.sourceKind))
    var sourceKind: [String] = []

    var request: FilterRequest {
        FilterRequest(
            platform: platform, state: state, style: style, page: page, strength: strength, source: source,
            sourceKind: sourceKind)
    }
}

extension FilterOptions {
    /// Runs a request that checks these filters: an unknown value is a usage error listing the
    /// known ones.
    func checked<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as UnknownFilterValue {
            throw ValidationError(error.description)
        }
    }
}
