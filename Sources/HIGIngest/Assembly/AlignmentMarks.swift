import HIGModel

/// What a text keeps in any language: Latin words (product and API names, which Apple's Korean
/// leaves in English), numbers and the pages it links to. Two texts that translate each other
/// share them; two that do not, seldom.
struct AlignmentMarks {
    private(set) var marks: Set<String> = []

    init(_ text: String, links: [InlineLink] = []) {
        let folded = MatchingText.fold(text)
        for word in folded.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            if word.allSatisfy(\.isNumber) || word.count >= 2 { marks.insert(word.lowercased()) }
        }
        for link in links {
            let address = link.url.split(whereSeparator: { $0 == "#" || $0 == "?" }).first.map(String.init) ?? ""
            let name = address.split(separator: "/").last.map(String.init) ?? ""
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            let target = Slug.make(stem.removingPercentEncoding ?? stem)
            if !target.isEmpty { marks.insert("link:" + target) }
        }
    }

    var isEmpty: Bool { marks.isEmpty }

    /// The marks without those in `common`.
    func removing(_ common: Set<String>) -> AlignmentMarks {
        var copy = self
        copy.marks.subtract(common)
        return copy
    }

    /// How the marks of a Korean text (self) bear on it translating `english`: the Korean keeps
    /// fewer Latin words than the English has, so what counts is the share of its own marks the
    /// English holds.
    func evidence(translating english: AlignmentMarks) -> OrderedAlignment.Evidence {
        guard !marks.isEmpty, !english.marks.isEmpty else { return .neutral }
        let shared = marks.intersection(english.marks).count
        if shared == 0 { return marks.count >= 2 ? .contradicts : .neutral }
        let share = Double(shared) / Double(marks.count)
        return share >= 0.5 ? .supports(share) : .neutral
    }
}
