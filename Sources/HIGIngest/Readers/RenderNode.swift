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
    }

    struct Reference: Decodable {
        var type: String?
        var title: String?
        var url: String?
        var identifier: String?
    }

    var metadata: Metadata?
    var abstract: [RenderInline]?
    var primaryContentSections: [ContentSection]?
    var topicSections: [TaskGroup]?
    var seeAlsoSections: [TaskGroup]?
    var references: [String: Reference]?
}

struct RenderBlock: Decodable {
    struct Item: Decodable {
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
