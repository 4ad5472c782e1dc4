import ArgumentParser
import HIGKnowledgeBase
import HIGModel

struct StatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "states",
        abstract: "The app and scene lifecycle state machines, with the practices on each transition.")

    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: "Output format: text, json or dot (Graphviz).")
    var format: StatesFormat = .text

    enum StatesFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, dot
    }

    func run() throws {
        let (taxonomy, leads) = try location.read { knowledgeBase in
            let reader = try knowledgeBase.reader()
            let taxonomy = try reader.taxonomy()
            let shown = taxonomy.machines.flatMap(\.transitions).flatMap {
                $0.practices.prefix(StatesText.shownPerTransition)
            }
            let leads = Dictionary(
                try reader.practices(ids: format == .text ? shown : []).map { ($0.id, $0.lead) },
                uniquingKeysWith: { first, _ in first })
            return (taxonomy, leads)
        }
        switch format {
        case .json: try JSONWriter.print(StatesJSON(taxonomy: taxonomy))
        case .dot: try StandardOutput.line(StatesDot.render(taxonomy))
        case .text:
            try StandardOutput.line(StatesText(taxonomy: taxonomy, leads: leads).render())
        }
    }
}

enum StatesDot {
    static func render(_ taxonomy: Taxonomy) -> String {
        var lines = ["digraph lifecycle {", "  rankdir=LR;", "  node [shape=box, style=rounded];"]
        for machine in taxonomy.machines {
            lines.append("  subgraph \"cluster_\(machine.id)\" {")
            lines.append("    label=\(quoted("\(machine.name) (\(machine.delegate))"));")
            for state in machine.states {
                lines.append(
                    "    \(quoted("\(machine.id).\(state.id)")) [label=\(quoted(state.name + "\n" + state.ko))];")
            }
            for transition in machine.transitions {
                let label =
                    (transition.callbacks.isEmpty ? ["(no callback)"] : transition.callbacks)
                    + ["\(transition.practices.count) practices"]
                lines.append(
                    "    \(quoted("\(machine.id).\(transition.from)")) -> \(quoted("\(machine.id).\(transition.to)")) [label=\(quoted(label.joined(separator: "\n")))];"
                )
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

struct StatesText {
    static let shownPerTransition = 5
    let taxonomy: Taxonomy
    /// Leads of the practices shown, by ID.
    let leads: [String: String]
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
                for id in transition.practices.prefix(Self.shownPerTransition) {
                    lines.append("      · \(leads[id] ?? id)  " + terminal.dim(id))
                }
                if transition.practices.count > Self.shownPerTransition {
                    lines.append(
                        terminal.dim(
                            "      … \(transition.practices.count - Self.shownPerTransition) more (hig query --state \(machine.id).\(transition.id))"
                        ))
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
