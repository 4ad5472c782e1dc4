import Foundation
import HIGExport
import HIGModel

/// Draws a lifecycle state machine as inline SVG: states on an ellipse, each transition a
/// curved arrow labelled with its name, states and labels linking to their pages. Every text
/// is escaped.
struct StateMachineSVG {
    let machine: StateMachine
    /// The state the page is about, drawn highlighted.
    var current: String?
    /// The URL of a qualified state or transition, relative to the page.
    let url: (String) -> String

    private let width = 760.0
    private let height = 440.0
    private let boxWidth = 168.0
    private let boxHeight = 46.0

    func render() -> String {
        let positions = statePositions()
        let titleID = "svg-title-\(SiteURLs.fileName(for: machine.id))"
        let markerID = "arrow-\(SiteURLs.fileName(for: machine.id))"
        // A group, not an image: the states and transitions inside are links, and an image's
        // content is hidden from assistive technology. The box scrolls sideways on a phone, so
        // the labels keep a readable size instead of shrinking with the viewport.
        var svg = [
            "<div class=\"diagram-scroll\">",
            "<svg class=\"state-machine\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"group\" aria-labelledby=\"\(titleID)\" xmlns=\"http://www.w3.org/2000/svg\">",
            "<title id=\"\(titleID)\">\(e(machine.name)) (\(e(machine.delegate))): \(e(description))</title>",
            "<defs><marker id=\"\(markerID)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\"/></marker></defs>",
        ]
        for transition in machine.transitions {
            guard let from = positions[transition.from], let to = positions[transition.to] else { continue }
            svg.append(edge(transition, from: from, to: to, marker: markerID))
        }
        for state in machine.states {
            guard let center = positions[state.id] else { continue }
            svg.append(node(state, at: center))
        }
        svg.append("</svg>")
        svg.append("</div>")
        return svg.joined(separator: "\n")
    }

    private var description: String {
        machine.transitions.map { "\($0.from) to \($0.to) (\($0.name))" }.joined(separator: "; ")
    }

    private func statePositions() -> [String: (x: Double, y: Double)] {
        var positions: [String: (x: Double, y: Double)] = [:]
        let count = Double(max(machine.states.count, 1))
        for (index, state) in machine.states.enumerated() {
            let angle = Double.pi + 2 * Double.pi * Double(index) / count
            positions[state.id] = (
                width / 2 + (width / 2 - boxWidth / 2 - 12) * cos(angle),
                height / 2 + (height / 2 - boxHeight / 2 - 16) * sin(angle)
            )
        }
        return positions
    }

    private func node(_ state: LifecycleState, at center: (x: Double, y: Double)) -> String {
        let qualified = Taxonomy.qualified(machine.id, state.id)
        let isCurrent = state.id == current
        return """
            <a href="\(e(url(qualified)))"><g class="state\(isCurrent ? " current" : "")" id="state-\(e(SiteURLs.fileName(for: qualified)))">\
            <rect x="\(f(center.x - boxWidth / 2))" y="\(f(center.y - boxHeight / 2))" width="\(f(boxWidth))" height="\(f(boxHeight))" rx="10"/>\
            <text x="\(f(center.x))" y="\(f(center.y - 4))" text-anchor="middle">\(e(state.name))</text>\
            <text x="\(f(center.x))" y="\(f(center.y + 14))" text-anchor="middle" lang="ko" class="ko-label">\(e(state.ko))</text></g></a>
            """
    }

    private func edge(
        _ transition: Transition, from: (x: Double, y: Double), to: (x: Double, y: Double), marker: String
    ) -> String {
        let dx = to.x - from.x
        let dy = to.y - from.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1)
        // Bend to the left of the direction of travel, so A→B and B→A do not overlap.
        let bend = 34.0
        let control = (x: (from.x + to.x) / 2 - dy / length * bend, y: (from.y + to.y) / 2 + dx / length * bend)
        let start = boundary(from, toward: control)
        let end = boundary(to, toward: control)
        let label = (
            x: 0.25 * start.x + 0.5 * control.x + 0.25 * end.x, y: 0.25 * start.y + 0.5 * control.y + 0.25 * end.y
        )
        let qualified = Taxonomy.qualified(machine.id, transition.id)
        let callbacks = transition.callbacks.isEmpty ? "no callback" : transition.callbacks.joined(separator: ", ")
        return """
            <a href="\(e(url(qualified)))"><path class="transition" d="M\(f(start.x)),\(f(start.y)) Q\(f(control.x)),\(f(control.y)) \(f(end.x)),\(f(end.y))" marker-end="url(#\(marker))"><title>\(e(transition.name)): \(e(callbacks))</title></path>\
            <text class="transition-label" x="\(f(label.x))" y="\(f(label.y))" text-anchor="middle">\(e(transition.name))</text></a>
            """
    }

    /// Where the line from a box's center toward a point leaves the box.
    private func boundary(_ center: (x: Double, y: Double), toward point: (x: Double, y: Double)) -> (
        x: Double, y: Double
    ) {
        let dx = point.x - center.x
        let dy = point.y - center.y
        let scale = min(
            dx == 0 ? .infinity : (boxWidth / 2 + 2) / abs(dx), dy == 0 ? .infinity : (boxHeight / 2 + 2) / abs(dy))
        guard scale.isFinite else { return center }
        return (center.x + dx * min(scale, 1), center.y + dy * min(scale, 1))
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }
    private func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}
