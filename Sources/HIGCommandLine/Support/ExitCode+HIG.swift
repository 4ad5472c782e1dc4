import ArgumentParser

/// Exit codes a script can rely on.
enum HIGExit {
    static let success = ExitCode(0)
    /// Some input was rejected; its diagnostics were printed.
    static let rejectedInput = ExitCode(1)
    static let usage = ExitCode(2)
    /// The environment is broken: no content, unreadable index, full disk.
    static let environment = ExitCode(3)
    /// Standard output was closed by its reader (`| head`): 128 + SIGPIPE, as a shell reports a
    /// process that signal ended.
    static let readerGone = ExitCode(141)
}
