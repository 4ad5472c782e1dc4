/// A platform: the pages that apply to it with their counts, and its guidance that is not for
/// every platform, folded under each page so the list stays short.
struct PlatformView: Sendable {
    struct PageGroup: Sendable {
        var anchor: String
        var heading: String
        var count: String
        /// The practices, one by one; empty past the topic list limit, when the page stands for them.
        var links: [Link]
        var pageURL: String
    }

    /// The pages of one collection of the first level (Foundations, Components…), in Apple's order.
    struct PageSection: Sendable {
        var sectionHeading: String
        var links: [Link]
    }

    var frame: Frame
    var title: String
    var koreanName: String?
    var lede: String
    var pageCount: Int
    var pageSections: [PageSection]
    var specificCount: Int
    var specific: [PageGroup]
}

extension PlatformView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "frame": frame, "title": title, "koreanName": koreanName, "lede": lede, "pageSections": pageSections,
            "pageCount": pageCount, "specificCount": specificCount, "specific": specific,
            "hasSpecific": !specific.isEmpty,
        ]
    }
}

extension PlatformView.PageGroup: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "anchor": anchor, "heading": heading, "count": count, "links": links, "hasLinks": !links.isEmpty,
            "pageURL": pageURL,
        ]
    }
}

extension PlatformView.PageSection: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["sectionHeading": sectionHeading, "links": links] }
}
