import ArgumentParser
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
        let graph = try location.loadGraph()
        switch format {
        case .json: try JSONWriter.print(StatesJSON(taxonomy: graph.taxonomy))
        case .dot: print(StatesDot.render(graph.taxonomy))
        case .text: print(StatesText(graph: graph).render())
        }
    }
}

/// `{"machines":[{"id","name","ko","delegate","states":[{"id","name","ko",…}],"transitions":[{"from","to","callbacks","practices",…}]}]}`:
/// the taxonomy's machines as they are, practices on each transition included.
struct StatesJSON: Encodable {
    var machines: [StateMachine]

    init(taxonomy: Taxonomy) {
        machines = taxonomy.machines
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
    let graph: RuleGraph
    var terminal = Terminal.standardOutput

    func render() -> String {
        var lines: [String] = []
        for machine in graph.taxonomy.machines {
            lines.append(terminal.bold("\(machine.name) (\(machine.delegate))") + "  " + machine.ko)
            lines.append("  States: " + machine.states.map { "\($0.name) (\($0.ko))" }.joined(separator: ", "))
            for transition in machine.transitions {
                let callbacks =
                    transition.callbacks.isEmpty ? "no callback" : transition.callbacks.joined(separator: ", ")
                lines.append("  \(transition.from) → \(transition.to)  \(terminal.accent(callbacks))")
                for id in transition.practices.prefix(5) {
                    lines.append("      · \(graph.practice(id: id)?.lead ?? id)  " + terminal.dim(id))
                }
                if transition.practices.count > 5 {
                    lines.append(
                        terminal.dim(
                            "      … \(transition.practices.count - 5) more (hig query --state \(machine.id).\(transition.id))"
                        ))
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
