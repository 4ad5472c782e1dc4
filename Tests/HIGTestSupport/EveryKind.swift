import HIGModel

extension GuidelineFilter {
    /// Guidance from every kind of source, as `--source-kind all` asks: for tests whose content
    /// includes an article or notes on purpose (the starter pages do).
    package static let everyKind: GuidelineFilter = {
        var filter = GuidelineFilter()
        filter.sourceKinds = SourceKind.allCases
        return filter
    }()
}
