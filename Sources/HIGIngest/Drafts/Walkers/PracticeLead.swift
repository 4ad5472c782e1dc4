import HIGModel

/// What makes a block's words a practice: a lead that states a guideline, and the body after it.
enum PracticeLead {
    /// Whether a title or a paragraph names a list of practices ("Best practices", "Tips").
    static func introducesList(_ text: String) -> Bool {
        PracticeListWords.leadIns.contains(where: text.lowercased().contains)
    }

    /// Whether a list item's first sentence instructs: an imperative, or a capitalized opening
    /// that describes nothing.
    static func instructs(_ text: String) -> Bool {
        let (first, _) = Sentences.splitFirst(text)
        if Imperatives.isImperative(first) { return true }
        let opening = first.prefix { !$0.isWhitespace && $0 != "," }.lowercased()
        return first.first?.isUppercase == true && !PracticeListWords.descriptiveOpenings.contains(opening)
    }

    /// The practice a paragraph states: its bold lead (a plain text's imperative first sentence)
    /// and the rest; nil when it states none.
    static func practice(from content: RichText, format: SourceFormat, inSection: Bool) -> (
        lead: String, body: String
    )? {
        if format == .text {
            guard inSection else { return nil }
            let (first, rest) = Sentences.splitFirst(content.text)
            guard Imperatives.isImperative(first), Sentences.isSentence(first) else { return nil }
            return (first, rest)
        }
        guard let lead = content.lead, !lead.isEmpty, !Hangul.isKorean(lead) else { return nil }
        let bare = lead.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)).lowercased()
        if PracticeListWords.calloutLabels.contains(bare) { return nil }
        guard inSection || Sentences.wordCount(lead) >= 3 else { return nil }
        guard Sentences.isSentence(lead) || !content.afterLead.isEmpty else { return nil }
        // "**Monochrome.** A single color …", "**Developer note** …": a label names a thing and
        // asks nothing.
        guard Imperatives.isImperative(lead) || Sentences.wordCount(lead) >= 4 else { return nil }
        return settle(lead: lead, body: content.afterLead)
    }

    /// "Reduce memory usage …: The system terminates …" → the clause before the colon leads.
    static func splitListItem(_ text: String) -> (lead: String, body: String) {
        let (sentence, rest) = Sentences.splitFirst(text)
        if let colon = sentence.range(of: ": ") {
            let lead = String(sentence[..<colon.lowerBound]).trimmed + "."
            let body = (String(sentence[colon.upperBound...]) + " " + rest).trimmed
            return (lead, body)
        }
        return (sentence, rest)
    }

    /// "**Provide a message only if necessary**. In general, …": the full stop outside the bold
    /// belongs to the lead; a dash that joins lead and body belongs to neither.
    static func settle(lead: String, body: String) -> (lead: String, body: String) {
        var lead = lead
        var body = body
        if let first = body.first, ".!?".contains(first), !Sentences.isSentence(lead) {
            lead.append(first)
            body.removeFirst()
        }
        body = String(body.drop { $0 == "—" || $0 == "–" || $0 == "-" || $0.isWhitespace })
        return (lead, body)
    }
}
