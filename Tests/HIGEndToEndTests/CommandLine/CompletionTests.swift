import Foundation
import Testing

extension CommandLineTests {
    /// What the shell's completion script asks: `hig ---completion SUBCOMMAND -- ARGUMENT
    /// WORD-INDEX CURSOR WORDS…`, the cursor at the end of the last word.
    private func complete(_ subcommand: String, _ argument: String, words: [String], in directory: String) throws
        -> Run
    {
        let last = words.last ?? ""
        return try hig(
            ["---completion", subcommand, "--", argument, String(words.count - 1), String(last.count)] + words,
            in: directory)
    }

    @Test("completion lists page IDs, practice IDs and filter values from the index")
    func completionFromIndex() throws {
        let directory = try ScopeFixture.make()
        let content = directory.path + "/Content"
        #expect(try hig(["pages", "--content", content], in: directory.path).status == 0)
        let pages = try complete(
            "checklist", "--page", words: ["hig", "checklist", "--content", content, "--page", "mul"],
            in: directory.path)
        #expect(pages.status == 0, "\(pages.error)")
        #expect(pages.output.split(separator: "\n") == ["multitasking"])
        let ids = try complete(
            "show", "positional@0", words: ["hig", "show", "--content", content, "sheets/"], in: directory.path)
        #expect(
            ids.output.split(separator: "\n") == [
                "sheets/avoid-stacking-sheets", "sheets/keep-a-sheet-short-on-the-watch",
                "sheets/use-a-sheet-for-a-focused-task",
            ])
        let styles = try complete(
            "query", "--style", words: ["hig", "query", "--content", content, "--style", "slide"], in: directory.path)
        #expect(styles.output.split(separator: "\n") == ["slide-over"])
        let strengths = try complete(
            "checklist", "--strength", words: ["hig", "checklist", "--strength", "must"], in: directory.path)
        #expect(strengths.output.split(separator: "\n") == ["must", "must-not"])
    }

    @Test("completion without an index completes nothing, quietly, and builds no index")
    func completionWithoutIndex() throws {
        let directory = try ScopeFixture.make()
        let content = directory.path + "/Content"
        let run = try complete(
            "checklist", "--page", words: ["hig", "checklist", "--content", content, "--page", ""], in: directory.path)
        #expect(run.status == 0)
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(run.error.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/.hig/index.sqlite"))
    }

    @Test("bash's completion script, sourced, completes a page ID through hig")
    func bashCompletionScript() throws {
        let directory = try ScopeFixture.make()
        let content = directory.path + "/Content"
        #expect(try hig(["pages", "--content", content], in: directory.path).status == 0)
        let script = try directory.write(
            "hig.bash", try hig(["--generate-completion-script", "bash"], in: directory.path).output)
        let hig = CommandLineTests.executable.path
        let line = "\(hig) checklist --content \(content) --page mul"
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = [
            "-c",
            """
            source "$1"; COMP_WORDS=("$2" checklist --content "$3" --page mul); COMP_CWORD=5; COMP_LINE="$4"
            COMP_POINT=${#COMP_LINE}; _hig "$2" mul --page; printf '%s\\n' "${COMPREPLY[@]}"
            """, "bash", script, hig, content, line,
        ]
        bash.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        let output = Pipe()
        bash.standardOutput = output
        try bash.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == "multitasking\n")
    }
}
