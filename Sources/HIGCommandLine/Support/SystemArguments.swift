import HIGModel
import HIGSupport

/// The arguments the system passed, after the program's name. Swift's `CommandLine.arguments`
/// repairs bytes that are not UTF-8 into U+FFFD, so a folder named `caf\xE9` would be looked for
/// as `caf�`, which does not exist, and the error would name a folder nobody typed. Such an
/// argument is refused instead, naming its position and showing its bytes.
enum SystemArguments {
    struct NotUTF8: Error {
        /// 1 for the first argument after the program's name.
        let position: Int
        /// The argument, its bytes that are not UTF-8 as `FileSystemName` carries them.
        let argument: String
    }

    static func utf8() -> Result<[String], NotUTF8> {
        var arguments: [String] = []
        for position in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[position] else { continue }
            guard let argument = String(validatingCString: pointer) else {
                return .failure(NotUTF8(position: position, argument: FileSystemName.decode(cString: pointer)))
            }
            arguments.append(argument)
        }
        return .success(arguments)
    }
}
