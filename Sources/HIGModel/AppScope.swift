/// The pages an app's own project brings into a review (`hig checklist --app PATH`), each with
/// the reasons found for it: an Info.plist key, an entitlement, a developer symbol in a source
/// file. Stored in the review's scope, so an update keeps the pages and says why again.
package struct AppScope: Sendable, Hashable, Codable {
    /// One page and why the app concerns it.
    package struct PageReasons: Sendable, Hashable, Codable {
        package var page: String
        /// "UIBackgroundModes: audio (App/Info.plist)", "UIActivityViewController in Sources/Share.swift:14".
        package var reasons: [String]

        package init(page: String, reasons: [String]) {
            self.page = page
            self.reasons = reasons
        }
    }

    /// The app folder as it was given.
    package var path: String
    /// In page ID order; a page is here only with at least one reason.
    package var pages: [PageReasons]

    package init(path: String, pages: [PageReasons]) {
        self.path = path
        self.pages = pages
    }

    /// Why the page is in scope; empty when the app did not bring it.
    package func reasons(for page: String) -> [String] {
        pages.first { $0.page == page }?.reasons ?? []
    }

    func names(page: String) -> Bool {
        pages.contains { $0.page == page }
    }
}
