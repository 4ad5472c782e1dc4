import Foundation
import Mustache

/// The site's look, from a theme folder (`Site/` by default): Mustache templates in
/// `templates/`, copied as they are from `assets/`. `{{x}}` escapes; `{{{x}}}` is the only way
/// to print raw HTML and is used for the tool's own SVG.
public struct SiteTheme: Sendable {
    public let folder: String
    let library: MustacheLibrary
    public let assets: [String]

    static let requiredTemplates = [
        "layout", "practice", "prose", "link", "page", "list", "home", "search", "checklist", "table",
    ]

    public init(folder: String) throws {
        self.folder = folder
        let templates = folder + "/templates"
        var library = MustacheLibrary()
        var texts: [String: String] = [:]
        for name in Self.requiredTemplates {
            let file = "\(templates)/\(name).mustache"
            guard let data = FileManager.default.contents(atPath: file) else {
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
        let assetFolder = folder + "/assets"
        assets = ((try? FileManager.default.contentsOfDirectory(atPath: assetFolder)) ?? []).filter {
            !$0.hasPrefix(".")
        }.sorted()
    }

    func render(_ page: SitePage) throws -> String {
        guard let html = library.render(TemplateValues.flatten(page.makeView()) ?? [:], withTemplate: page.template)
        else {
            throw SiteError("the theme cannot render \(page.path) with \(page.template).mustache")
        }
        return html
    }
}

/// A site that cannot be made: a broken theme, an unwritable output folder.
public struct SiteError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
