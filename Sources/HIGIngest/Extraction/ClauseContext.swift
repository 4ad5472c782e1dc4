/// What the words around a cue in its clause say about it: whether the clause denies it, makes it
/// a side effect, an example or a purpose, gives it to another app, or points it at something
/// other than the app. Words are those of `PhraseMatcher.words` ("don’t" is "don", "t").
struct ClauseContext {
    let words: [String]
    let cue: Range<Int>

    private var before: ArraySlice<String> { words[..<cue.lowerBound] }
    private var after: ArraySlice<String> { words[cue.upperBound...] }

    /// "without terminating", "doesn’t terminate", "without having to launch", "instead of a new
    /// window"; a prohibition that opens the sentence ("Don’t … in the background") forbids the
    /// act, not the moment.
    var isNegated: Bool {
        var index = cue.lowerBound - 1
        while index > 0,
            ClauseWords.auxiliaries.contains(words[index]) || ClauseWords.determiners.contains(words[index])
        {
            index -= 1
        }
        guard index >= 0 else { return false }
        if words[index] == "of", index > 0, words[index - 1] == "instead" { return true }
        guard ClauseWords.negators.contains(words[index]) else { return false }
        return words[index] == "without" || index > 1
    }

    /// "regardless of whether your app is in the foreground or background", "no matter …",
    /// "depending on …": the moment makes no difference.
    var isIndifferent: Bool {
        before.contains("regardless") || before.contains("depending") || Self.contains(["no", "matter"], in: before)
            || Self.contains(["whether", "or", "not"], in: before)
    }

    /// "will result in termination", "leads to …": the moment follows from something else.
    var isConsequence: Bool {
        let near = before.suffix(3)
        return ["result", "results", "resulting", "resulted", "cause", "causes", "risk", "risks"].contains(
            where: near.contains)
            || Self.contains(["lead", "to"], in: near) || Self.contains(["leads", "to"], in: near)
    }

    /// "audio from another app … may interrupt your app": another app is the actor.
    var hasOtherAppSubject: Bool {
        let words = Array(before)
        for index in words.indices.dropLast()
        where ["another", "other", "different"].contains(words[index])
            && ClauseWords.appNouns.contains(words[index + 1])
        {
            return true
        }
        return before.contains("system") && before.contains("itself")
    }

    /// "such as …", "like …", "e.g. …": an illustration of something else.
    var isExampleMention: Bool {
        let near = before.suffix(4)
        return Self.contains(["such", "as"], in: near) || near.contains("like") || Self.contains(["e", "g"], in: near)
    }

    /// "a gesture to open content in a new window", "a menu item that lets people open …",
    /// "so people can continue …": what the moment makes possible, not the moment.
    var isPurpose: Bool {
        let near = Array(before.suffix(4))
        if near.contains("to") && !near.starts(with: ["when"]) { return true }
        return near.contains("lets") || near.contains("let") || near.contains("letting")
            || (before.contains("so") && before.contains("can"))
    }

    /// The app is what the clause is about: "your app", "apps", "the application".
    var mentionsApp: Bool {
        words.contains(where: ClauseWords.appNouns.contains)
    }

    /// What follows a verb cue, past a preposition and a determiner: "restarts the audio
    /// session" acts on a session, "reopen their Smart Folio" on a cover, "resume playback" on
    /// playback. Nil when nothing follows or an adverb or another clause does.
    var object: String? {
        var rest = after.drop { ["from", "to", "into", "of"].contains($0) }
        let determiners = ClauseWords.determiners.union(["this", "that", "his", "her", "our", "my"])
        var hadDeterminer = false
        while let first = rest.first, determiners.contains(first) {
            hadDeterminer = true
            rest = rest.dropFirst()
        }
        guard let noun = rest.first else { return nil }
        if ClauseWords.appNouns.contains(noun) || hadDeterminer { return noun }
        return ClauseWords.functionWords.contains(noun) || noun.hasSuffix("ly") ? nil : noun
    }

    /// People, not the app, do it: "the task they suspended".
    var hasPersonSubject: Bool {
        guard let previous = before.last else { return false }
        return ["they", "people", "someone", "you", "we", "users", "user", "person", "player", "players"].contains(
            previous)
    }

    private static func contains(_ phrase: [String], in words: ArraySlice<String>) -> Bool {
        guard phrase.count <= words.count else { return false }
        let words = Array(words)
        return (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
    }
}
