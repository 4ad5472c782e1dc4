import ArgumentParser
import HIGModel

/// A mistyped command (`hig qeury tap`, `hig review reprot`) named as such, with the command it
/// was likely meant to be, rather than the parser's "unexpected arguments".
enum SubcommandSuggestion {
    /// The message for the first argument that should name a command and names none; nil when
    /// every command named is known, or the arguments stop naming commands.
    static func message(for arguments: [String], root: CommandConfiguration) -> String? {
        var configuration = root
        var path = [root.commandName ?? "hig"]
        for argument in arguments {
            let subcommands: [CommandConfiguration] = configuration.subcommands.map { $0.configuration }
            guard !subcommands.isEmpty, !argument.hasPrefix("-"), argument != "help" else { return nil }
            guard let next = subcommands.first(where: { $0.commandName == argument }) else {
                let names = subcommands.compactMap { $0.commandName }
                let suggestion = NameSuggestion.closest(to: argument, among: names)
                let advice = suggestion.map { "did you mean '\(path.joined(separator: " ")) \($0)'?" }
                return "unknown command '\(argument)'; "
                    + (advice ?? "the commands are \(names.joined(separator: ", "))")
            }
            configuration = next
            path.append(argument)
        }
        return nil
    }
}
