import HIGModel
import Testing

/// Lifecycle moments come from what a guideline is about, not from any word that names one.
@Suite("Lifecycle tags")
struct MomentTaggingTests {
    static let incidental: [(String, String)] = [
        (
            "Modality",
            "**Keep modal tasks short.** People can lose track of the task they suspended when they entered the modal view."
        ),
        (
            "Modality",
            "**Name the task.** When people enter a modal view, they switch away from their previous context."
        ),
        (
            "Playing audio",
            "**Respect privacy.** If a VoIP app restarts the audio session when people reopen their Smart Folio, it risks unmuting the microphone."
        ),
        (
            "Playing audio",
            "**Respond to audio controls only when it makes sense.** People expect the controls to work regardless of whether your app is in the foreground or background."
        ),
        ("Games", "**Don’t use private APIs.** Creating a private context will result in termination."),
        ("Loading", "**Keep people busy.** Load content in the background while people read the instructions."),
        (
            "Progress indicators",
            "**Prefer a spinner for a background operation.** Spinners are useful for asynchronous background tasks."
        ),
        ("Installing", "**Ask before installing.** Some installers require people to restart the computer."),
        (
            "Playing audio",
            "**Handle interruptions.** Audio from another app may interrupt your app’s audio and resume later."
        ),
        (
            "Sheets",
            "**Use a sheet to present a task.** For example, a sheet can appear when your app launches and then disappear."
        ),
        ("Widgets", "**Offer quick actions.** Provide actions that work without having to launch your app."),
        ("Split views", "**Prefer a split view instead of a new window.** A split view keeps context visible."),
        ("Multitasking", "**Consider a gesture to open content in a new window.** People can pinch to expand an item."),
        (
            "Notifications",
            "**Use notifications sparingly.** If people start a task and then switch away from your app, they might want a notification so they can switch back."
        ),
        (
            "Audio",
            "**Choose an audio category.** Depending on the category, your app’s sounds can play while your app is in the background."
        ),
    ]

    @Test("words that only mention a moment tag nothing", arguments: incidental)
    func incidentalWords(page: String, paragraph: String) throws {
        let practice = try #require(try TagPage.practice(page, paragraph))
        #expect(practice.transitions.isEmpty, "\(practice.transitions)")
        #expect(practice.states.isEmpty, "\(practice.states)")
    }

    static let moments: [(String, String, String)] = [
        (
            "Alerts", "**Avoid showing an alert when your app starts.** Let people get going.",
            "app.not-running>inactive"
        ),
        ("Launching", "**Launch instantly.** People want to start right away.", "app.not-running>inactive"),
        ("Setup", "**Ask for setup information only when necessary.** Help people as soon as they start your app.", ""),
        (
            "Live viewing",
            "**In a live-viewing app, start playback soon after people start your app.** People come to watch.",
            "app.not-running>inactive"
        ),
        (
            "Multitasking", "**Pause activities when people switch away.** When they switch back, let them continue.",
            "app.active>inactive"
        ),
        (
            "Multitasking", "**Pause activities when people switch away.** When they switch back, let them continue.",
            "app.inactive>active"
        ),
        (
            "Memory", "**Reduce memory usage.** You’ll want to do it in the applicationDidEnterBackground callback.",
            "app.inactive>background"
        ),
        ("Memory", "**Save the app state incrementally.**", "app.inactive>background"),
        ("Memory", "**Free backing graphic stores.** Release views you don’t need.", "app.suspended>not-running"),
        (
            "Connections",
            "**Handle errors.** When the suspended application resumes, it must be prepared for lost connections.",
            "app.background>inactive"
        ),
        (
            "Payments",
            "**Avoid making people wait.** Prepare the feature immediately after each transition to the foreground.",
            "app.background>inactive"
        ),
        (
            "Payments", "**Avoid making people wait.** Configure it again each time your app becomes frontmost.",
            "app.background>inactive"
        ),
        (
            "Quitting", "**Save work before your app terminates.** People expect to find it again.",
            "app.background>not-running"
        ),
    ]

    @Test("a moment in the lead, the section or the page, or an unmistakable one in the body, tags", arguments: moments)
    func moment(page: String, paragraph: String, expected: String) throws {
        let practice = try #require(try TagPage.practice(page, paragraph))
        if expected.isEmpty {
            // The body's "start your app" is what people do; the lead names no moment.
            #expect(practice.transitions.isEmpty, "\(practice.transitions)")
        } else {
            #expect(practice.transitions.contains(expected), "\(practice.transitions)")
        }
    }

    @Test("a page named for a moment tags each practice with it")
    func pageMoment() throws {
        let practice = try #require(try TagPage.practice("Launching", "**Don’t advertise.** Keep the screen plain."))
        #expect(practice.transitions == ["app.not-running>inactive"])
    }

    @Test("states: behaviour while in a state, never the end points of a transition")
    func states() throws {
        let entering = try #require(
            try TagPage.practice("Memory", "**Free memory when your app enters the background.** Release caches."))
        #expect(entering.transitions.contains("app.inactive>background"))
        #expect(entering.states.isEmpty)
        let suspended = try #require(
            try TagPage.practice(
                "Data", "**Don’t hold exclusive access to shared data while suspended.** It is enforced."))
        #expect(suspended.states == ["app.suspended"])
        let background = try #require(
            try TagPage.practice(
                "Tasks",
                "**Finish user-initiated tasks in the background.** Complete them in the background before suspending.")
        )
        #expect(background.states == ["app.background"])
        #expect(background.transitions.contains("app.background>suspended"))
    }

    @Test("termination tags only guidance about terminating")
    func termination() throws {
        let consequence = try #require(
            try TagPage.practice(
                "GPU", "**Do not use the GPU.** It is off limits in the background; it results in termination."))
        #expect(!consequence.transitions.contains("app.background>not-running"))
        let negated = try #require(
            try TagPage.practice(
                "Memory", "**Consider memory mapping.** Memory can be reclaimed without terminating the app."))
        #expect(!negated.transitions.contains("app.background>not-running"))
    }

    @Test("scene transitions come with app ones only where scenes exist (iPadOS)")
    func scenes() throws {
        let modern = try #require(
            try TagPage.practice("Windows", "**Save state when your app enters the background.** People expect it."))
        #expect(modern.transitions.contains("scene.foreground-inactive>background"))
        let iPhoneOnly = try #require(
            try TagPage.practice(
                "Fast app switching in iOS 4", "**Save state when your app enters the background.** People expect it."))
        #expect(iPhoneOnly.transitions == ["app.inactive>background"])
    }

    @Test("Korean guidance is tagged by its Korean cues")
    func korean() throws {
        let practice = try #require(
            try TagPage.practice("가이드", "**앱이 시작될 때 알림을 표시하지 마세요.** 사람들이 바로 시작하게 하세요."))
        #expect(practice.transitions.contains("app.not-running>inactive"))
    }
}
