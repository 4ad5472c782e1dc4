/// The words that say a lifecycle cue is not the app's moment (`MomentReader`).
enum MomentWords {
    /// Cue words of what people do or see rather than the app's moment: "switch away", "open a
    /// new window", "a screenshot of your app".
    static let peoplesWords: Set<String> = [
        "switch", "switches", "return", "returns", "leave", "leaves", "leaving", "come", "comes", "continue", "open",
        "opens", "home", "incoming", "phone", "call", "new", "window", "windows", "start", "starts", "screenshot",
        "snapshot",
    ]
    /// Words before the verb of an instruction: "Consider launching …".
    static let instructionOpeners: Set<String> = ["consider", "avoid", "always", "never", "prefer", "try"]
    /// Words that make a background cue mean work done asynchronously, not the app's state: "load
    /// in the background", "asynchronous background tasks".
    static let workVerbs: Set<String> = [
        "load", "loads", "loading", "download", "downloading", "fetch", "fetching", "prefetch", "preload",
        "generate", "sync", "continue", "continues", "continuing", "process", "processing", "render", "configuration",
        "asynchronous", "asynchronously",
    ]
}
