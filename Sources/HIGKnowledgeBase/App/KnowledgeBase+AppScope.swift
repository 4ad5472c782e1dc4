import Foundation
import HIGModel

/// An app's project read for a review: the pages it concerns with why, and what could not be read.
public struct AppScopeReading: Sendable {
    public var scope: AppScope
    public var diagnostics: [Diagnostic]
}

extension KnowledgeBase {
    /// Reads the app at `path` (`displayPath` as given): its Info.plist and entitlements files,
    /// and the Info.plist keys its Xcode projects' build settings set, through the content
    /// folder's `app-scope.yml`, and its sources for the developer symbols
    /// the pages name. A page comes in only with a reason; a file that cannot be read is a
    /// diagnostic and the rest is read.
    public func readApp(path: String, displayPath: String, paths: PathDisplay = PathDisplay()) throws
        -> AppScopeReading
    {
        let pageIDs = Set(try pageTitles().map(\.id))
        let map = AppScopeMap.read(contentRoots: contentRoots(), pageIDs: pageIDs, paths: paths)
        var diagnostics = map.diagnostics
        let folder = AppFolder(root: path, display: displayPath, skipped: map.skippedFolders)
        diagnostics += folder.diagnostics
        var found: [(page: String, reason: String)] = []
        for (files, rules) in [(folder.propertyLists, map.infoPlist), (folder.entitlements, map.entitlements)] {
            for file in files {
                found += PropertyListFacts.read(
                    path: folder.path(of: file), relative: file.isEmpty ? displayPath : file,
                    display: folder.shown(file),
                    rules: rules, diagnostics: &diagnostics)
            }
        }
        for project in folder.projects {
            let keys = BuildSettingsFacts.infoPlist(
                projectAt: folder.path(of: project), display: folder.shown(project), diagnostics: &diagnostics)
            found += PropertyListFacts.facts(of: map.infoPlist, in: keys, display: project)
        }
        found += try symbolReasons(folder: folder, ignored: map.ignoredSymbols, diagnostics: &diagnostics)
        var reasons: [String: [String]] = [:]
        for (page, reason) in found where !(reasons[page]?.contains(reason) ?? false) {
            reasons[page, default: []].append(reason)
        }
        let pages = reasons.keys.sorted().map { AppScope.PageReasons(page: $0, reasons: reasons[$0] ?? []) }
        return AppScopeReading(scope: AppScope(path: displayPath, pages: pages), diagnostics: diagnostics)
    }

    /// "UIActivityViewController in Sources/Share.swift:14" for each page naming a symbol the
    /// sources use, the symbols in name order.
    private func symbolReasons(folder: AppFolder, ignored: Set<String>, diagnostics: inout [Diagnostic]) throws
        -> [(page: String, reason: String)]
    {
        guard !folder.sources.isEmpty else { return [] }
        var pagesByName: [String: [String]] = [:]
        for (symbol, pages) in try reader().symbolPages() {
            guard let name = SourceSymbols.codeName(of: symbol), !ignored.contains(name) else { continue }
            let known = pagesByName[name] ?? []
            pagesByName[name] = known + pages.filter { !known.contains($0) }
        }
        var scanner = SourceSymbols(wanted: Set(pagesByName.keys))
        for file in folder.sources {
            scanner.scan(
                path: folder.path(of: file), relative: file.isEmpty ? folder.display : file,
                display: folder.shown(file), diagnostics: &diagnostics)
        }
        return scanner.uses.keys.sorted().flatMap { name -> [(page: String, reason: String)] in
            guard let use = scanner.uses[name] else { return [] }
            let others = use.files > 1 ? " and \(use.files - 1) other file\(use.files == 2 ? "" : "s")" : ""
            let reason = "\(name) in \(use.file):\(use.line)\(others)"
            return (pagesByName[name] ?? []).map { (page: $0, reason: reason) }
        }
    }
}
