/// A broken environment rather than bad input: no content, an index that cannot be read or
/// written, a lock held too long. Every front end reports one as a single line (the command line
/// with exit code 3), adding in its own words what the user can do about it.
package protocol EnvironmentFailure: Error, CustomStringConvertible {
    var remedy: EnvironmentRemedy? { get }
}

extension EnvironmentFailure {
    package var remedy: EnvironmentRemedy? { nil }
}

/// What the user can do about a failure, for a front end to word.
package enum EnvironmentRemedy: Sendable, Equatable {
    /// Name an index file in a folder that can be written.
    case writableIndex
}
