import Foundation

/// How long commands wait for another process that holds the index. HIG_LOCK_TIMEOUT (seconds)
/// sets every wait, for scripts that would rather fail fast than wait.
public enum LockTimeout {
    /// HIG_LOCK_TIMEOUT when it is set to a number, else `fallback`.
    public static func seconds(default fallback: TimeInterval) -> TimeInterval {
        ProcessInfo.processInfo.environment["HIG_LOCK_TIMEOUT"].flatMap(TimeInterval.init).map { max($0, 0) }
            ?? fallback
    }
}
