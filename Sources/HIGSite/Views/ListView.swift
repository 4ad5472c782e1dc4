/// An index or a topic page: groups of links, with an optional figure.
struct ListView: Sendable {
    struct Group: Sendable {
        var anchor: String?
        var heading: String
        var note: String?
        var links: [Link]

        init(id: String? = nil, title: String, intro: String? = nil, links: [Link] = []) {
            anchor = id
            heading = title
            note = intro
            self.links = links
        }
    }

    var frame: Frame
    var title: String
    var lede: String?
    /// Inline SVG the tool drew, every text in it escaped.
    var svg: String?
    var groups: [Group]
}
