/// The subset of Apple's DocC RenderNode JSON that carries a HIG article's guidance.
struct RenderNode: Decodable {
    struct Metadata: Decodable {
        var title: String?
        var platforms: [Platform]?
    }

    struct Platform: Decodable {
        var name: String?
    }

    struct ContentSection: Decodable {
        var kind: String?
        var content: [RenderBlock]?
    }

    struct TaskGroup: Decodable {
        var title: String?
        var identifiers: [String]?
        /// DocC's automatic "See Also": siblings of the page, not links its author chose.
        var generated: Bool?
    }

    struct Reference: Decodable {
        var type: String?
        var title: String?
        var url: String?
        var identifier: String?
        /// An image's description and its files.
        var alt: String?
        var variants: [Variant]?
    }

    struct Variant: Decodable {
        var url: String?
    }

    struct Identifier: Decodable {
        var url: String?
    }

    var identifier: Identifier?
    var metadata: Metadata?
    var abstract: [RenderInline]?
    var primaryContentSections: [ContentSection]?
    var topicSections: [TaskGroup]?
    var seeAlsoSections: [TaskGroup]?
    var references: [String: Reference]?
}

struct RenderBlock: Decodable {
    /// A list item, or in a `links` block a plain reference identifier.
    struct Item: Decodable {
        var content: [RenderBlock]?
        var identifier: String?

        init(from decoder: any Decoder) throws {
            if let identifier = try? decoder.singleValueContainer().decode(String.self) {
                self.identifier = identifier
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            content = try container.decodeIfPresent([RenderBlock].self, forKey: .content)
        }

        private enum CodingKeys: String, CodingKey {
            case content
        }
    }

    /// A tab of a tab navigator or a column of a row.
    struct Group: Decodable {
        var content: [RenderBlock]?
    }

    var type: String
    var level: Int?
    var text: String?
    var anchor: String?
    var inlineContent: [RenderInline]?
    var items: [Item]?
    var content: [RenderBlock]?
    var name: String?
    var style: String?
    var tabs: [Group]?
    var columns: [Group]?
    /// A table's rows of cells, each cell a list of blocks.
    var rows: [[[RenderBlock]]]?
    /// Which of a table's rows and columns are headers: "row", "column", "both" or "none".
    var header: String?
}

struct RenderInline: Decodable {
    var type: String
    var text: String?
    var code: String?
    var inlineContent: [RenderInline]?
    var identifier: String?
    var destination: String?
    var title: String?
    var overridingTitle: String?
}
