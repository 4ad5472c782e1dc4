import HIGModel

/// How firm a guideline is, from its whole lead and its body, not its opening words only: a
/// prohibition after a dash ("Adjust levels … — don’t adjust the overall volume"), "Take care to
/// avoid", and a body that says the app must ("you must receive their explicit permission").
enum StrengthReader {
    static func strength(lead: String, body: String) -> (strength: Strength, evidence: String, place: TagPlace) {
        let opening = Imperatives.strength(of: lead)
        if opening != .mustNot, let prohibition = laterProhibition(in: lead) { return (.mustNot, prohibition, .lead) }
        if opening == .should || opening == .consider, let avoid = carefulAvoid(in: lead) {
            return (.avoid, avoid, .lead)
        }
        if opening == .should, let must = requirement(in: body) { return (.must, must, .body) }
        return (opening, "the lead’s opening", .lead)
    }

    /// A clause after a dash, semicolon or colon that forbids: "… — don’t adjust …".
    private static func laterProhibition(in lead: String) -> String? {
        let clauses = lead.split(whereSeparator: { "—–;:".contains($0) }).dropFirst()
        for clause in clauses {
            let words = PhraseMatcher.words(String(clause))
            if words.starts(with: ["don", "t"]) || words.starts(with: ["do", "not"]) || words.first == "never" {
                return String(clause).trimmed
            }
        }
        return nil
    }

    /// "Take care to avoid", "Be careful to avoid", "Try to avoid": avoid, said gently.
    private static func carefulAvoid(in lead: String) -> String? {
        let words = PhraseMatcher.words(lead)
        guard let index = words.prefix(4).firstIndex(of: "avoid"), index > 0, words[index - 1] == "to" else {
            return nil
        }
        return words[...index].joined(separator: " ")
    }

    /// A body sentence in which the app or its developer must do something, not under a
    /// condition ("if you must display an alert") and not forbidden ("must never").
    private static func requirement(in body: String) -> String? {
        // Only a body that says "must" can require; the rest are not split into sentences. No
        // letter outside ASCII lowercases to one of "must", so an ASCII-folding search is exact.
        guard ByteSearch.firstOffset(of: "must", in: body, foldingASCIICase: true) != nil else { return nil }
        for sentence in GuidelineText.split(body) {
            for clause in sentence.split(separator: ",") {
                let words = PhraseMatcher.words(String(clause))
                guard let index = words.firstIndex(of: "must"), index + 1 < words.count,
                    !ClauseWords.mustNegations.contains(words[index + 1])
                else { continue }
                let subject = words[..<index]
                let conditional = subject.contains(where: ClauseWords.conditions.contains)
                let actor = subject.contains("you") || subject.contains(where: ClauseWords.appNouns.contains)
                if actor && !conditional { return String(clause).trimmed }
            }
        }
        return nil
    }
}
