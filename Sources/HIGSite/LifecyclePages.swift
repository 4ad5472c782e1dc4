import HIGModel

/// The lifecycle pages: both state machines drawn, and a page per state with the transitions
/// that leave it (callbacks, practices) and the practices about the state.
struct LifecyclePages: Sendable {
    let site: SitePages

    func all() -> [SitePage] {
        let catalog = site.catalog
        let index = site.frame(for: SiteURLs.lifecycle, title: "Lifecycle")
        let machines = catalog.graph.taxonomy.machines
        var groups: [ListView.Group] = []
        var svgs: [String] = []
        for machine in machines {
            svgs.append(
                StateMachineSVG(machine: machine, current: nil) { index.root + catalog.urls.lifecycle($0) }.render())
            groups.append(
                .init(
                    id: SiteURLs.fileName(for: machine.id), title: "\(machine.name) · \(machine.ko)",
                    intro: "Delegate: \(machine.delegate)",
                    links: machine.states.map { state in
                        let qualified = Taxonomy.qualified(machine.id, state.id)
                        return Link(
                            title: state.name, url: index.root + catalog.urls.lifecycle(qualified), detail: state.ko)
                    }))
        }
        var pages = [
            SitePage(
                path: SiteURLs.lifecycle, template: "list",
                view: ListView(
                    frame: index, title: "App and scene lifecycle", lede: nil, svg: svgs.joined(separator: "\n"),
                    groups: groups))
        ]
        for machine in machines {
            for state in machine.states {
                pages.append(statePage(machine, state))
            }
        }
        return pages
    }

    private func statePage(_ machine: StateMachine, _ state: LifecycleState) -> SitePage {
        let path = site.catalog.urls.lifecycle(Taxonomy.qualified(machine.id, state.id))
        return SitePage(path: path, template: "list") { [self] in stateView(machine, state, path: path) }
    }

    private func stateView(_ machine: StateMachine, _ state: LifecycleState, path: String) -> ListView {
        let catalog = site.catalog
        let qualified = Taxonomy.qualified(machine.id, state.id)
        let frame = site.frame(for: path, title: "\(machine.name): \(state.name)")
        let svg = StateMachineSVG(machine: machine, current: state.id) { frame.root + catalog.urls.lifecycle($0) }
            .render()
        var groups: [ListView.Group] = []
        let incoming = machine.transitions.filter { $0.to == state.id }
        groups.append(
            .init(
                id: "into", title: "Transitions into \(state.name)",
                links: incoming.map { transition in
                    Link(
                        title: transition.name,
                        url: frame.root + catalog.urls.lifecycle(Taxonomy.qualified(machine.id, transition.id)),
                        detail: transition.callbacks.isEmpty
                            ? "no callback" : transition.callbacks.joined(separator: ", "))
                }))
        for transition in machine.transitions where transition.from == state.id {
            let key = Taxonomy.qualified(machine.id, transition.id)
            let practices = transition.practices.compactMap { catalog.practices[$0] }
            groups.append(
                .init(
                    id: SiteURLs.fileName(for: key),
                    title: "\(transition.name) (\(transition.from) → \(transition.to)) · \(transition.ko)",
                    intro: transition.callbacks.isEmpty
                        ? "No delegate callback." : "Callbacks: " + transition.callbacks.joined(separator: ", "),
                    links: site.practiceLinks(practices, root: frame.root)))
        }
        let about = catalog.practicesByState[qualified] ?? []
        groups.append(
            .init(
                id: "practices", title: "Practices about \(state.name) (\(about.count))",
                links: site.practiceLinks(about, root: frame.root)))
        return ListView(
            frame: frame, title: "\(machine.name): \(state.name) · \(state.ko)",
            lede: "Also called: " + state.synonyms.joined(separator: ", "), svg: svg, groups: groups)
    }
}
