import HIGModel

/// Finds the lifecycle moments a guideline is about. A cue counts where its clause is about the
/// app at that moment: not denied, not "regardless of" it, not a consequence, an example, a
/// purpose or another app's doing. The page's and section's titles and the lead come first:
/// the body adds moments of every kind only when they name one; otherwise it adds only the
/// unmistakable ones (delegate callbacks, "enter the background", "the suspended application
/// resumes"), never what people do ("switch away", "return to your app").
struct MomentReader: Sendable {
    struct Hit: Sendable {
        /// Qualified transition or state IDs the cue names; several when it is ambiguous.
        var keys: [String]
        var isState: Bool
        var evidence: String
        var place: TagPlace
        var sentence: String
        /// Needs another moment or the app in its clause before it counts: "in the background" is
        /// also where content loads or a picture sits; "while suspended" is only the app.
        var isDependent: Bool
        var isAnchored: Bool
        var isPeoplesDoing: Bool
        /// One word that is also everyday English ("launch", "quit", "resume").
        var isLoneWord: Bool

        /// Counts in a body whatever its lead says: a callback, or a phrase only the lifecycle uses.
        var isUnmistakable: Bool { !isDependent && !isPeoplesDoing && !isLoneWord }
    }

    private let cues: PhraseMatcher
    private let callbacks: PhraseMatcher
    private let transitionsByCallback: [String: [String]]
    /// App transition → the scene transition of the same name ("Enters the background").
    private let sceneEquivalents: [String: String]

    init(taxonomy: Taxonomy) {
        var entries: [(String, String)] = []
        var own: [String: [String]] = [:]
        for machine in taxonomy.machines {
            for transition in machine.transitions {
                let key = Taxonomy.qualified(machine.id, transition.id)
                entries += transition.cues.map { ($0, "t " + key) }
                for callback in transition.callbacks { own[callback, default: []].append(key) }
            }
            for state in machine.states {
                entries += state.cues.map { ($0, "s " + Taxonomy.qualified(machine.id, state.id)) }
            }
        }
        cues = PhraseMatcher(entries)
        callbacks = PhraseMatcher(own.keys.map { ($0, $0) })
        var byCallback = own
        for group in taxonomy.analogousCallbacks {
            let keys = group.flatMap { own[$0] ?? [] }
            for callback in group { byCallback[callback] = keys }
        }
        transitionsByCallback = byCallback
        var equivalents: [String: String] = [:]
        if let app = taxonomy.machines.first(where: { $0.id == "app" }),
            let scene = taxonomy.machines.first(where: { $0.id == "scene" })
        {
            for transition in app.transitions {
                guard let match = scene.transitions.first(where: { $0.name == transition.name }) else { continue }
                equivalents[Taxonomy.qualified(app.id, transition.id)] = Taxonomy.qualified(scene.id, match.id)
            }
        }
        sceneEquivalents = equivalents
    }

    /// The cues that count, in the order of the text.
    func hits(in text: GuidelineText) -> [Hit] {
        var found: [Hit] = []
        for place in [TagPlace.page, .section, .lead] {
            for sentence in text.sentences(in: place) { found += hits(in: sentence) }
        }
        let body = text.sentences(in: .body).flatMap(hits(in:))
        let firm = found.contains { !$0.isDependent } || body.contains(where: \.isUnmistakable)
        found = found.filter { !$0.isDependent || $0.isAnchored || firm }
        let headed = !found.isEmpty
        for hit in body {
            if !headed && (hit.isPeoplesDoing || hit.isLoneWord) { continue }
            if hit.isDependent && !hit.isAnchored && !firm { continue }
            found.append(hit)
        }
        return found
    }

    private func hits(in sentence: GuidelineText.Sentence) -> [Hit] {
        guard !sentence.isExample else { return [] }
        if let first = sentence.clauses.first?.words.first, ["depending", "regardless"].contains(first) { return [] }
        var result: [Hit] = []
        for (index, clause) in sentence.clauses.enumerated() {
            for match in callbacks.matches(inWords: clause.words) {
                let context = ClauseContext(words: clause.words, cue: match.range)
                guard !context.isNegated, !context.isIndifferent else { continue }
                result.append(
                    Hit(
                        keys: transitionsByCallback[match.key] ?? [], isState: false, evidence: match.key,
                        place: sentence.place, sentence: sentence.text, isDependent: false, isAnchored: true,
                        isPeoplesDoing: false, isLoneWord: false))
            }
            for (range, keys) in grouped(cues.matches(inWords: clause.words)) {
                let context = ClauseContext(words: clause.words, cue: range)
                let cueWords = Array(clause.words[range])
                let isState = keys.allSatisfy { $0.hasPrefix("s ") }
                let isKorean = cueWords.first?.unicodeScalars.first.map(Hangul.isHangul) ?? false
                let isSymbol = cueWords.first.map { $0.hasPrefix("application") || $0.count > 14 } ?? false
                let hit = Hit(
                    keys: keys.map { String($0.dropFirst(2)) }, isState: isState,
                    evidence: cueWords.joined(separator: " "), place: sentence.place, sentence: sentence.text,
                    isDependent: isState && cueWords.contains("in"), isAnchored: context.mentionsApp,
                    isPeoplesDoing: cueWords.contains(where: MomentWords.peoplesWords.contains),
                    isLoneWord: cueWords.count == 1 && !isKorean && !isSymbol)
                let opensLead =
                    index == 0
                    && (range.lowerBound == 0
                        || (range.lowerBound == 1 && MomentWords.instructionOpeners.contains(clause.words[0])))
                if counts(hit, context, opensLead: opensLead) {
                    result.append(hit)
                }
            }
        }
        return result
    }

    /// Matches of the same words under several keys, together: "switch away" both resigns
    /// active and enters the background.
    private func grouped(_ matches: [PhraseMatcher.Match]) -> [(Range<Int>, [String])] {
        var groups: [(Range<Int>, [String])] = []
        for match in matches {
            if let last = groups.last, last.0 == match.range {
                groups[groups.count - 1].1.append(match.key)
            } else {
                groups.append((match.range, [match.key]))
            }
        }
        return groups.map { range, keys in
            // A state and a transition cued by the same words: the transition is meant.
            let transitions = keys.filter { $0.hasPrefix("t ") }
            return (range, transitions.isEmpty ? keys : transitions)
        }
    }

    private func counts(_ hit: Hit, _ context: ClauseContext, opensLead: Bool) -> Bool {
        if context.isNegated || context.isIndifferent || context.isConsequence || context.hasOtherAppSubject
            || context.isExampleMention
        {
            return false
        }
        let isTitle = hit.place == .page || hit.place == .section
        if isTitle { return !hit.isPeoplesDoing && !hit.isState }
        if hit.isState {
            let verb = context.words[..<context.cue.lowerBound].suffix(3)
            return !verb.contains(where: MomentWords.workVerbs.contains)
        }
        if hit.isPeoplesDoing {
            if context.isPurpose { return false }
            if let object = context.object, !ClauseWords.appNouns.contains(object) { return false }
            return true
        }
        guard hit.isLoneWord else { return true }
        // A lone verb ("restarts", "suspended", "resume") is the app's only when the app is its
        // object or subject, or it opens an instruction ("Launch instantly").
        if let object = context.object { return ClauseWords.appNouns.contains(object) }
        if context.hasPersonSubject { return false }
        return context.mentionsApp || (opensLead && hit.place == .lead)
    }

    /// Transitions and states, in taxonomy order, each with the first hit that gave it. A cue of
    /// what people do that names several transitions ("switch away": resigning active, entering
    /// the background) keeps those that end in a state the practice is about, else the first.
    /// Scene transitions come with app ones only where the practice's platforms have scenes
    /// (iPadOS); a cue only the scene machine knows ("a new window") gives its own.
    func moments(in text: GuidelineText, scope: [String], order: [String: Int]) -> (
        transitions: [(String, Hit)], states: [(String, Hit)]
    ) {
        let hits = hits(in: text)
        var states: [(String, Hit)] = []
        for hit in hits where hit.isState {
            for key in hit.keys where !states.contains(where: { $0.0 == key }) {
                let isScene = key.hasPrefix("scene.")
                if isScene && !hit.sentence.lowercased().contains("window")
                    && !hit.sentence.lowercased().contains("scene")
                {
                    continue
                }
                states.append((key, hit))
            }
        }
        let stateNames = Set(states.map { Self.endpoints($0.0).to })
        var transitions: [(String, Hit)] = []
        let hasScenes = scope.contains("ipados")
        for hit in hits where !hit.isState {
            var keys = hit.keys
            if hit.isPeoplesDoing {
                keys = Dictionary(grouping: keys, by: { Self.endpoints($0).machine }).values.flatMap { group in
                    let ending = group.filter { stateNames.contains(Self.endpoints($0).to) }
                    let sorted = group.sorted { (order[$0] ?? .max) < (order[$1] ?? .max) }
                    return ending.isEmpty ? Array(sorted.prefix(1)) : ending
                }
            }
            let appKnows = keys.contains { $0.hasPrefix("app.") }
            if hasScenes { keys += keys.compactMap { sceneEquivalents[$0] } }
            for key in keys where !transitions.contains(where: { $0.0 == key }) {
                if key.hasPrefix("scene.") && appKnows && !hasScenes { continue }
                transitions.append((key, hit))
            }
        }
        let sorted = { (items: [(String, Hit)]) in
            items.sorted { (order[$0.0] ?? .max, $0.0) < (order[$1.0] ?? .max, $1.0) }
        }
        return (sorted(transitions), sorted(states))
    }

    private static func endpoints(_ key: String) -> (machine: Substring, to: Substring) {
        let machine = key.prefix { $0 != "." }
        let rest = key.dropFirst(machine.count + 1)
        return (machine, rest.split(separator: ">").last ?? rest)
    }
}
