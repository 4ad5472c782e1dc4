import HIGModel

/// `hig states --format dot`: the state machines as a Graphviz graph, one cluster per machine,
/// each transition labelled with its callbacks and its number of practices.
package enum StatesDot {
    package static func render(_ taxonomy: Taxonomy) -> String {
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
