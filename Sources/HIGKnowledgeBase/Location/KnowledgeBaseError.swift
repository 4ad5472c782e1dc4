import HIGModel

/// A broken environment: no content, an index that cannot be read or written. The command line
/// reports it as one line and exit code 3.
public struct KnowledgeBaseError: EnvironmentFailure, Equatable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
