/// A page's ID and title: enough to list pages and check a `--page` filter without reading them.
public struct PageTitle: Sendable, Hashable, Codable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
