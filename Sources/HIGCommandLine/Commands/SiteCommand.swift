import ArgumentParser
import HIGKnowledgeBase

struct SiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write a static site to browse, cross-reference and search the guidelines offline.",
        discussion: """
            The site works from a folder (file://) or any static host and makes no network request: search \
            runs on a prebuilt index in the browser. The look comes from the theme folder (Site/ of the \
            package: Mustache templates, CSS and scripts you can edit).
            """)

    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: ArgumentHelp("Where to write the site (default: .hig/site).", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("The theme folder (default: Site/ beside Content/).", valueName: "dir"))
    var theme: String?

    @Flag(name: .long, help: "Check every internal link and anchor of the written site.")
    var check = false

    func run() throws {
        let knowledgeBase = try location.open()
        let paths = PathDisplay()
        guard let theme = theme.map(paths.absolute) ?? knowledgeBase.defaultTheme() else {
            throw KnowledgeBaseError("no Site/ theme folder beside the content; pass --theme DIR")
        }
        let folder = output.map(paths.absolute) ?? knowledgeBase.defaultSiteFolder
        let summary = try knowledgeBase.writeSite(theme: theme, to: folder)
        for warning in summary.warnings { StandardError.write("hig: warning: \(warning)") }
        try StandardOutput.line(
            "\(summary.pages) pages, \(summary.files) files, \(summary.bytes / 1024) KiB written to \(paths.display(folder)); open \(paths.display(folder))/index.html"
        )
        guard check else { return }
        let report = SiteCheck(folder: folder)
        for problem in report.problems { StandardError.write("\(paths.display(folder))/\(problem)") }
        try StandardOutput.line(
            "\(report.internalLinks) internal links in \(report.pages) pages checked, \(report.problems.count) broken; \(report.externalLinks) links out"
        )
        if !report.problems.isEmpty { throw HIGExit.rejectedInput }
    }
}
