/// Platforms, lifecycle state machines, presentation styles and query synonyms,
/// loaded from `Content/taxonomy.yml`.
public struct Taxonomy: Hashable, Codable, Sendable {
    public var platforms: [PlatformInfo]
    public var machines: [StateMachine]
    public var styles: [PresentationStyle]
    public var synonyms: [[String]]

    public init(
        platforms: [PlatformInfo] = [], machines: [StateMachine] = [],
        styles: [PresentationStyle] = [], synonyms: [[String]] = []
    ) {
        self.platforms = platforms
        self.machines = machines
        self.styles = styles
        self.synonyms = synonyms
    }
}

public struct PlatformInfo: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var synonyms: [String]
}

public struct StateMachine: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var delegate: String
    public var states: [LifecycleState]
    public var transitions: [Transition]
}

public struct LifecycleState: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var synonyms: [String]
}

public struct Transition: Hashable, Codable, Sendable {
    public var from: String
    public var to: String
    public var callbacks: [String]
    public var name: String
    public var ko: String
    public var cues: [String]
    /// IDs of the practices that concern this transition; filled in by ingest.
    public var practices: [String]

    /// `from>to`, unique within its machine.
    public var id: String { "\(from)>\(to)" }
}

public struct PresentationStyle: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var family: String
    public var synonyms: [String]
    public var symbols: [String]
}
