/// A page's ID and title: enough to list pages and check a `--page` filter without reading them.
package struct PageTitle: Sendable, Hashable, Codable {
    package var id: String
    package var title: String

    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
