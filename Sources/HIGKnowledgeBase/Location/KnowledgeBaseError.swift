import HIGModel

/// A broken environment: no content, an index that cannot be read or written. The command line
/// reports it as one line and exit code 3.
package struct KnowledgeBaseError: EnvironmentFailure, Equatable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
