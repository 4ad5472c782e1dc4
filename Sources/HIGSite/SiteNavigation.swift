import HIGModel

/// The site's way around Apple's hierarchy: the sidebar, a page's breadcrumbs and the pages
/// before and after it. The sidebar shows the first level and opens the branch that holds the
/// current page, as Apple's and most documentation sites do: every page would otherwise carry
/// the whole tree.
struct SiteNavigation: Sendable {
    let hierarchy: PageHierarchy
    let urls: SiteURLs

    /// The deepest level the sidebar opens: the guidelines' groups of components are the third.
    static let sidebarDepth = 3

    func sidebar(current: String?, root: String) -> [SideItem] {
        let open = Set(current.map { hierarchy.ancestors(of: $0) + [$0] } ?? [])
        func items(_ ids: [String], level: Int) -> [SideItem] {
            ids.map { id in
                let children = level < Self.sidebarDepth && open.contains(id) ? hierarchy.children(of: id) : []
                return SideItem(
                    sideTitle: hierarchy.title(of: id), sideHref: root + urls.page(id), sideCurrent: id == current,
                    sideChildren: items(children, level: level + 1))
            }
        }
        return items(hierarchy.topLevel, level: 1)
    }

    /// The pages above one, outermost first, each a link.
    func breadcrumbs(of id: String, root: String) -> [Link] {
        hierarchy.ancestors(of: id).map { Link(title: hierarchy.title(of: $0), url: root + urls.page($0)) }
    }

    /// The pages before and after one in reading order, labelled by their detail.
    func pager(of id: String, root: String) -> [Link] {
        let (previous, next) = hierarchy.neighbours(of: id)
        return [(previous, "Previous"), (next, "Next")].compactMap { page, label in
            page.map { Link(title: hierarchy.title(of: $0), url: root + urls.page($0), detail: label) }
        }
    }
}

/// A link in the sidebar, with the links below it when its branch is open. The names are the
/// sidebar's own: Mustache would look a missing one up in the page around it.
struct SideItem: Sendable {
    var sideTitle: String
    var sideHref: String
    var sideCurrent: Bool
    var sideChildren: [SideItem]
}

extension SideItem: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "sideTitle": sideTitle, "sideHref": sideHref, "sideCurrent": sideCurrent, "sideChildren": sideChildren,
            "hasSideChildren": !sideChildren.isEmpty,
        ]
    }
}
