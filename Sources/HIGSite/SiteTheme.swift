import Foundation
import Mustache

/// The site's look, from a theme folder (`Site/` by default): Mustache templates in
/// `templates/`, copied as they are from `assets/`. `{{x}}` escapes; `{{{x}}}` is the only way
/// to print raw HTML and is used for the tool's own SVG. Nothing is read through a link that
/// leads out of the theme folder: a template there is refused, an asset left out with a warning.
package struct SiteTheme: Sendable {
    package let folder: String
    let library: MustacheLibrary
    package let assets: [String]
    /// What was left out of the theme and why, one sentence naming the file each.
    package let warnings: [String]
    let files: ThemeFiles

    static let requiredTemplates = [
        "layout", "practice", "prose", "section", "earlier", "link", "page", "list", "home", "search", "checklist",
        "table", "platform", "sidebar", "breadcrumbs", "pager", "contents", "changelog", "word",
    ]

    package init(folder: String) throws {
        self.folder = folder
        let files = ThemeFiles(folder: folder)
        self.files = files
        let templates = folder + "/templates"
        TemplateEscaping.registered
        var library = MustacheLibrary()
        var texts: [String: String] = [:]
        for name in Self.requiredTemplates {
            let file = "\(templates)/\(name).mustache"
            if files.leadsOutside(file) {
                throw SiteError("\(file) is a link leading outside the theme folder \(folder); not reading it")
            }
            guard let data = files.contents(file) else {
                throw SiteError("the theme has no \(file)")
            }
            texts[name] = String(decoding: data, as: UTF8.self)
            do {
                try library.register(String(decoding: data, as: UTF8.self), named: name)
            } catch {
                throw SiteError("\(file): not a valid Mustache template: \(error)")
            }
        }
        if let cycle = ThemePartials.cycle(in: texts) {
            throw SiteError("the theme's partials include themselves (\(cycle)) in \(templates); break the cycle")
        }
        self.library = library
        (assets, warnings) = Self.assets(in: folder + "/assets", files: files)
    }

    /// The names of the asset files to copy, and a warning for each one (or for the whole
    /// folder) that a link leads outside the theme.
    private static func assets(in assetFolder: String, files: ThemeFiles) -> ([String], [String]) {
        if files.leadsOutside(assetFolder) {
            return ([], ["\(assetFolder) is a link leading outside the theme folder; no assets copied"])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: assetFolder)) ?? []).filter {
            !$0.hasPrefix(".")
        }.sorted()
        let outside = names.filter { files.leadsOutside(assetFolder + "/" + $0) }
        let warnings = outside.map { "\(assetFolder)/\($0) is a link leading outside the theme folder; not copied" }
        return (names.filter { !outside.contains($0) }, warnings)
    }

    /// An asset's bytes, nil when it is not a file inside the theme.
    func asset(_ name: String) -> Data? {
        files.contents(folder + "/assets/" + name)
    }

    func render(_ page: SitePage) throws -> String {
        guard let html = library.render(page.makeView().templateValue ?? [:], withTemplate: page.template)
        else {
            throw SiteError("the theme cannot render \(page.path) with \(page.template).mustache")
        }
        return html
    }
}

/// A site that cannot be made: a broken theme, an unwritable output folder.
package struct SiteError: Error, CustomStringConvertible {
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}
