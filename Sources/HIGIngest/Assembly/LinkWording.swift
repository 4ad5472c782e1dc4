import HIGModel

/// Some Markdown copies of Apple's pages write a link with the title of the page it goes to
/// ("consider using a [Split views](…) in visionOS") where Apple's page gives words of its own
/// ("a split view"). When another English source of the same guideline gives the same sentence
/// with the link in lowercase or in the singular, those are the words Apple's page shows, and
/// the newest source's body takes them.
enum LinkWording {
    /// The body with each title-worded link given the words another source uses for it; `body`,
    /// the plain text, changes where its blocks do.
    static func restored(body: String, rich: [RichBlock], from others: [[RichBlock]]) -> (String, [RichBlock]) {
        var body = body
        var rich = rich
        let candidates = others.joined().map { (frame: Self.frame($0), block: $0) }
        for index in rich.indices {
            let frame = Self.frame(rich[index])
            guard
                let other = candidates.first(where: { $0.frame == frame && $0.block.runs != rich[index].runs })?.block
            else { continue }
            let links = rich[index].runs.indices.filter { rich[index].runs[$0].link != nil }
            let otherLinks = other.runs.filter { $0.link != nil }
            for (position, runIndex) in links.enumerated() {
                let mine = rich[index].runs[runIndex].text
                let theirs = otherLinks[position].text
                guard mine != theirs, Self.titleWording(mine, of: theirs) else { continue }
                let before = runIndex > 0 ? rich[index].runs[runIndex - 1].text : ""
                if let range = body.range(of: before + mine) {
                    body.replaceSubrange(range, with: before + theirs)
                }
                rich[index].runs[runIndex].text = theirs
            }
        }
        return (body, rich)
    }

    /// The merged practice with its body's links worded as its other English sources word them;
    /// a practice one source gives is left as it is.
    static func restored(_ practice: MergedPractice) -> MergedPractice {
        guard practice.englishBodies.count > 1, let rich = practice.rich else { return practice }
        var copy = practice
        let (body, blocks) = restored(body: practice.body, rich: rich.body, from: practice.englishBodies)
        copy.body = body
        copy.rich?.body = blocks
        return copy
    }

    /// The block's text with each link's words left out, so two sources' blocks that differ only
    /// in how they word their links have the same frame.
    static func frame(_ block: RichBlock) -> [String] {
        [block.kind.rawValue] + block.runs.map { $0.link == nil ? $0.text : "\u{1}" }
    }

    /// Whether `title` is `words` written as a page title is: capitalized, or in the plural
    /// ("Split views" for "split view", "Alerts" for "alert").
    static func titleWording(_ title: String, of words: String) -> Bool {
        let titleWords = title.lowercased().split(separator: " ")
        let plainWords = words.lowercased().split(separator: " ")
        guard titleWords.count == plainWords.count, !titleWords.isEmpty else { return false }
        return zip(titleWords, plainWords).allSatisfy { title, plain in
            title == plain || title == plain + "s" || title == plain + "es"
        }
    }
}
