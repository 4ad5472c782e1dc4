/// What a query says about the lifecycle: the transitions whose callback or cue it contains
/// as whole words, the words of those cues, and whether it named a callback.
package struct LifecycleMatch: Sendable {
    package var transitions: Set<String> = []
    package var words: Set<String> = []
    package var namedCallback = false

    package init(transitions: Set<String> = [], words: Set<String> = [], namedCallback: Bool = false) {
        self.transitions = transitions
        self.words = words
        self.namedCallback = namedCallback
    }
}
