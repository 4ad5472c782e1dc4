import Foundation

/// How long commands wait for another process that holds the index. HIG_LOCK_TIMEOUT (seconds)
/// sets every wait, for scripts that would rather fail fast than wait.
package enum LockTimeout {
    static let variable = "HIG_LOCK_TIMEOUT"
    /// The longest wait SQLite can count: its busy timeout is milliseconds in a 32-bit integer,
    /// and a longer one (or `inf`, or `nan`) trapped every command at its first read.
    package static let longest: TimeInterval = 2_147_483

    /// The wait HIG_LOCK_TIMEOUT sets, or `fallback` when it is not set. A value `check` would
    /// refuse never reaches SQLite: it is brought within 0 to `longest`, or ignored.
    package static func seconds(default fallback: TimeInterval) -> TimeInterval {
        guard let text = setting, let seconds = TimeInterval(text), !seconds.isNaN else { return fallback }
        return min(max(seconds, 0), longest)
    }

    /// Refuses a HIG_LOCK_TIMEOUT that is not a number of seconds from 0 to `longest`, with the
    /// value and the range; an empty one counts as unset.
    package static func check() throws {
        guard let text = setting else { return }
        guard let seconds = TimeInterval(text), seconds.isFinite, (0...longest).contains(seconds) else {
            throw IndexError.invalidSetting(
                "\(variable)=\(text.debugDescription) is not a number of seconds from 0 to \(Int(longest))")
        }
    }

    /// Read with getenv: `ProcessInfo.environment` copies the whole environment into a
    /// dictionary, at every command's start.
    private static var setting: String? {
        getenv(variable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
