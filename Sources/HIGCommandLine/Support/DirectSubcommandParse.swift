import ArgumentParser

/// A command line parsed by its subcommand alone when that gives the very command the whole tree
/// would, and nil whenever it might not. The argument parser, given `hig`'s tree, reflects over
/// the root and the named command several times and parses the line twice more looking for
/// `--generate-completion-script`; each first look at a type walks every protocol conformance of
/// the binary, which made the parser a third of a `hig query`. A leaf command whose configuration
/// names `hig` as its super-command is parsed as its own root, which skips the completion look
/// (the parser makes it for a true root only) and the root's reflection.
///
/// Anything the root answers for itself (help, the version, the completion script, the parser's
/// internal completion requests) and anything the direct parse refuses goes to the whole tree,
/// which words the same messages and exit codes as before.
enum DirectSubcommandParse {
    /// Arguments the root, or the parser at the root, reads wherever they stand (a long option
    /// also as `--name=value`). Prefixes rather than `contains`, whose first use costs more than
    /// the whole check.
    static func isAnsweredByRoot(_ argument: String) -> Bool {
        argument.hasPrefix("---") || argument.hasPrefix("--generate-completion-script")
            || argument.hasPrefix("--experimental-dump-help") || argument == "--version" || argument == "-h"
            || argument == "--help" || argument == "-help" || argument == "help"
    }

    /// The command `arguments` name, parsed by it alone; nil when the whole tree must parse them.
    static func command(
        for arguments: [String], among subcommands: [any ParsableCommand.Type]
    ) -> (any ParsableCommand)? {
        guard let name = arguments.first, !arguments.contains(where: isAnsweredByRoot),
            let type = subcommands.first(where: { $0.configuration.commandName == name }),
            type.configuration.subcommands.isEmpty
        else { return nil }
        // A line the command refuses, or answers with help, is parsed again by the whole tree,
        // whose messages name the full command path.
        guard let command = try? type.parseAsRoot(Array(arguments.dropFirst())),
            ObjectIdentifier(Swift.type(of: command)) == ObjectIdentifier(type)
        else { return nil }
        return command
    }
}
