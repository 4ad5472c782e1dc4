import ArgumentParser
import HIGKnowledgeBase
import HIGModel

struct StatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "states", _superCommandName: "hig",
        abstract: "The app and scene lifecycle state machines, with the practices on each transition.")

    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: "Output format: text, json or dot (Graphviz).")
    var format: StatesFormat = .text

    enum StatesFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, dot
    }

    func run() throws {
        let overview = try location.read {
            try $0.lifecycle(leadsPerTransition: format == .text ? StatesText.shownPerTransition : 0)
        }
        switch format {
        case .json: try JSONWriter.print(StatesJSON(taxonomy: overview.taxonomy))
        case .dot: try StandardOutput.document(StatesDot.render(overview.taxonomy) + "\n")
        case .text:
            try StandardOutput.line(
                StatesText(taxonomy: overview.taxonomy, leads: overview.leads, notApple: overview.notApple).render())
        }
    }
}

struct StatesText {
    static let shownPerTransition = 5
    let taxonomy: Taxonomy
    /// Leads of the practices shown, by ID.
    let leads: [String: String]
    /// Practices from sources that are not Apple's: counted apart, never shown among Apple's.
    var notApple: Set<String> = []
    var terminal = Terminal.standardOutput

    func render() -> String {
        var lines: [String] = []
        for machine in taxonomy.machines {
            lines.append(terminal.bold("\(machine.name) (\(machine.delegate))") + "  " + machine.ko)
            lines.append("  States: " + machine.states.map { "\($0.name) (\($0.ko))" }.joined(separator: ", "))
            for transition in machine.transitions {
                let callbacks =
                    transition.callbacks.isEmpty ? "no callback" : transition.callbacks.joined(separator: ", ")
                lines.append("  \(transition.from) → \(transition.to)  \(terminal.accent(callbacks))")
                let apple = transition.practices.filter { !notApple.contains($0) }
                let others = transition.practices.count - apple.count
                let key = "\(machine.id).\(transition.id)"
                for id in apple.prefix(Self.shownPerTransition) {
                    lines.append("      · \(leads[id] ?? id)  " + terminal.dim(id))
                }
                if apple.count > Self.shownPerTransition {
                    lines.append(
                        terminal.dim("      … \(apple.count - Self.shownPerTransition) more (hig query --state \(key))")
                    )
                }
                if others > 0 {
                    lines.append(
                        terminal.dim(
                            "      + \(others) from other sources: notes, articles (hig query --state \(key) --source-kind all)"
                        ))
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
