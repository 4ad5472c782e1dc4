import Foundation
import HIGParsers

/// Checks a written site: every internal link and every `#anchor` must lead somewhere, no
/// element ID may be used twice on a page, and no link may use a scheme other than http(s).
/// Pages are read with libxml2.
package struct LinkChecker: Sendable {
    package struct Problem: Sendable, CustomStringConvertible, Equatable {
        package var file: String
        package var line: Int
        package var link: String
        package var reason: String

        package var description: String { "\(file):\(line): \(link): \(reason)" }
    }

    package struct Report: Sendable {
        package var pages: Int
        package var internalLinks: Int
        package var externalLinks: Int
        package var problems: [Problem]
    }

    package let folder: String

    package init(folder: String) {
        self.folder = folder
    }

    package func check() -> Report {
        let files = htmlFiles()
        var ids: [String: Set<String>] = [:]
        var links: [(file: String, line: Int, link: String)] = []
        var duplicates: [Problem] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file),
                let root = HTMLParser.parse(Array(data))
            else { continue }
            var found = Set<String>()
            var pending = [root]
            while let node = pending.popLast() {
                pending.append(contentsOf: node.children)
                guard node.kind == .element else { continue }
                if let id = node.attributes["id"], !found.insert(id).inserted {
                    duplicates.append(
                        Problem(file: file, line: node.line, link: "#" + id, reason: "this id is used twice"))
                }
                if node.name == "a", let id = node.attributes["name"] { found.insert(id) }
                for attribute in ["href", "src"] {
                    if let link = node.attributes[attribute] { links.append((file, node.line, link)) }
                }
            }
            ids[file] = found
        }
        var report = Report(pages: files.count, internalLinks: 0, externalLinks: 0, problems: duplicates)
        for (file, line, link) in links {
            if let reason = problem(link, from: file, ids: ids, report: &report) {
                report.problems.append(Problem(file: file, line: line, link: link, reason: reason))
            }
        }
        return report
    }

    private func problem(_ link: String, from file: String, ids: [String: Set<String>], report: inout Report)
        -> String?
    {
        let lower = link.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            report.externalLinks += 1
            return nil
        }
        if lower.contains(":") && !lower.hasPrefix("#")
            && lower.firstIndex(of: ":")! < (lower.firstIndex(of: "/") ?? lower.endIndex)
        {
            return "a link with a scheme other than http(s)"
        }
        report.internalLinks += 1
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let pathPart = parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let target = pathPart.isEmpty ? file : Self.resolve(String(pathPart), from: file)
        guard let target, FileManager.default.fileExists(atPath: folder + "/" + target) else {
            return "no such file"
        }
        if parts.count == 2, !parts[1].isEmpty, target.hasSuffix(".html") {
            guard ids[target]?.contains(parts[1].removingPercentEncoding ?? parts[1]) == true else {
                return "no element with id \(parts[1]) in \(target)"
            }
        }
        return nil
    }

    /// A relative link from a file, as a path from the site root; nil when it leaves the site.
    static func resolve(_ link: String, from file: String) -> String? {
        var components = file.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(part))
            }
        }
        return components.joined(separator: "/")
    }

    private func htmlFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".html") { files.append(path) }
        }
        return files.sorted()
    }
}
