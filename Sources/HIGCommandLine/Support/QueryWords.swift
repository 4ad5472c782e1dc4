/// The words of a query, joined before the argument parser sees them. The parser's time grows
/// with the square of the number of arguments (it removes each parsed argument from an array, and
/// widens a set of positions for each value of an array); `query` and `checklist` join their
/// words with spaces anyway, so a run of words is passed as one argument.
enum QueryWords {
    // An array: a set's storage type is made at its first use, which walks every protocol
    // conformance of the binary, at every start of hig.
    static let commands = ["query", "checklist"]

    static func joined(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, commands.contains(command) else { return arguments }
        var result = [command]
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            // Past `--` every argument is a word, each one left as it is.
            if argument == "--" {
                result += arguments[index...]
                break
            }
            result.append(argument)
            index += 1
            // An option's value comes right after it (every option here is a `--name`); a flag
            // leaves that argument a word, which stays a word on its own.
            if argument.hasPrefix("-") {
                if index < arguments.count && !arguments[index].hasPrefix("-") {
                    result.append(arguments[index])
                    index += 1
                }
                continue
            }
            while index < arguments.count && !arguments[index].hasPrefix("-") {
                result[result.count - 1] += " " + arguments[index]
                index += 1
            }
        }
        return result
    }
}
