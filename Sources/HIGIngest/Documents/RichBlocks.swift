import Foundation
import HIGModel

/// A read block as the rich block outputs render: its runs, with a callout's label taken off
/// the front and an image the block holds.
enum RichBlocks {
    /// Labels that open a callout in Markdown (`> **Note**`) and name it in DocC (`aside`).
    static let calloutLabels: Set<String> = [
        "note", "important", "tip", "warning", "caution", "developer note", "experiment",
    ]

    static func block(_ block: Block) -> RichBlock {
        let content = block.content
        let image = content.images.first
        if let label = block.callout {
            return RichBlock(kind: .callout, runs: withoutLabel(content.runs, label), callout: label)
        }
        switch block.kind {
        case .listItem:
            return RichBlock(
                kind: .listItem, runs: content.runs, image: image, depth: block.listDepth, ordered: block.ordered)
        case .quote:
            return RichBlock(kind: .quote, runs: content.runs)
        default:
            if let image { return RichBlock(kind: .image, runs: caption(content.runs), image: image) }
            return RichBlock(kind: .paragraph, runs: content.runs)
        }
    }

    /// The label a quote opens with when it is a callout (`> **Note**`, `> **Tip:**`).
    static func calloutLabel(_ content: RichText) -> String? {
        guard let first = content.runs.first, first.has(.strong) else { return nil }
        let label = first.text.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
        return calloutLabels.contains(label.lowercased()) ? label : nil
    }

    /// A caption set in italics under its image is plain text beside it.
    private static func caption(_ runs: [TextRun]) -> [TextRun] {
        runs.map { TextRun(text: $0.text, marks: ($0.marks ?? []).filter { $0 != .emphasis }, link: $0.link) }
    }

    private static func withoutLabel(_ runs: [TextRun], _ label: String) -> [TextRun] {
        guard let first = runs.first, first.has(.strong),
            first.text.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)) == label
        else { return runs }
        var rest = Array(runs.dropFirst().drop { $0.text.trimmed.isEmpty && $0.link == nil })
        if let first = rest.first, first.link == nil { rest[0].text = String(first.text.drop(while: \.isWhitespace)) }
        return rest
    }

    /// A practice's lead and body as runs: the block's runs cut where the lead's words end, with
    /// the full stop or dash that joined them dropped. Nil when the runs do not start with the
    /// lead's words.
    static func split(_ runs: [TextRun], lead: String) -> (lead: [TextRun], body: [TextRun])? {
        var remaining = Substring(lead.filter { !$0.isWhitespace })
        var leadRuns: [TextRun] = []
        var rest = runs[...]
        while !remaining.isEmpty, let run = rest.first {
            rest.removeFirst()
            var text = Substring(run.text)
            while !remaining.isEmpty, let character = text.first {
                if character.isWhitespace {
                    text.removeFirst()
                    continue
                }
                if character != remaining.first {
                    // A stop `settle` or a colon split added to the lead is not in the text.
                    guard remaining.count == 1, ".!?".contains(remaining.first!) else { return nil }
                    remaining.removeFirst()
                    if character == ":" { text.removeFirst() }
                    break
                }
                text.removeFirst()
                remaining.removeFirst()
            }
            let consumed = run.text.count - text.count
            if consumed > 0 {
                leadRuns.append(
                    TextRun(text: String(run.text.prefix(consumed)), marks: run.marks ?? [], link: run.link))
            }
            if !text.isEmpty {
                rest.insert(TextRun(text: String(text), marks: run.marks ?? [], link: run.link), at: rest.startIndex)
            }
        }
        guard remaining.isEmpty else { return nil }
        var body = Array(rest)
        while let first = body.first, first.link == nil {
            let kept = String(first.text.drop { $0.isWhitespace || ".!?—–-".contains($0) })
            if !kept.isEmpty {
                body[0].text = kept
                break
            }
            body.removeFirst()
        }
        // The lead is shown as a heading: its bold is the heading's.
        let plainLead = leadRuns.map {
            TextRun(text: $0.text, marks: ($0.marks ?? []).filter { $0 != .strong }, link: $0.link)
        }
        return (plainLead, body)
    }
}

extension RichPractice {
    /// A practice's rich form from the block that states it; nil when its lead cannot be found
    /// in the block's runs.
    init?(block: Block, lead: String) {
        guard let (leadRuns, bodyRuns) = RichBlocks.split(block.content.runs, lead: lead) else { return nil }
        var body: [RichBlock] = bodyRuns.isEmpty ? [] : [RichBlock(kind: .paragraph, runs: bodyRuns)]
        body += block.content.images.map { RichBlock(kind: .image, runs: [], image: $0) }
        self.init(lead: leadRuns, body: body)
    }
}
