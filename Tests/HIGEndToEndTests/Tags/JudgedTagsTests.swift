import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// The tags of the shipped Content against `Fixtures/tags/tags-judged.json`, practices judged by
/// hand by the rules in `tags-policy.md`. A judged practice is found by its ID, else by its lead;
/// one the graph no longer has counts as missed for recall. Precision and recall are
/// micro-averaged over (practice, tag) pairs. Transitions and states count an app moment and its
/// scene equivalent once: a scene state stands for the app state it corresponds to (unattached
/// for not running, foreground inactive for inactive, foreground active for active, background
/// and suspended for themselves), so connecting a scene counts as launching and disconnecting
/// as terminating.
@Suite("Judged tags")
struct JudgedTagsTests {
    struct Judged: Decodable {
        var id: String
        var lead: String
        var transitions: [String]
        var states: [String]
        var styles: [String]
        var platforms: [String]
        var strength: String
    }

    struct Score {
        var truePositives = 0
        var falsePositives = 0
        var falseNegatives = 0

        var precision: Double { ratio(truePositives, truePositives + falsePositives) }
        var recall: Double { ratio(truePositives, truePositives + falseNegatives) }

        mutating func add(found: Set<String>, judged: Set<String>) {
            truePositives += found.intersection(judged).count
            falsePositives += found.subtracting(judged).count
            falseNegatives += judged.subtracting(found).count
        }

        private func ratio(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 1 : Double(part) / Double(whole) }
    }

    static let appStates = [
        "unattached": "not-running", "foreground-inactive": "inactive", "foreground-active": "active",
        "background": "background", "suspended": "suspended",
    ]

    /// `scene.background>foreground-inactive` → `app.background>inactive`.
    static func appEquivalent(_ key: String) -> String {
        guard key.hasPrefix("scene.") else { return key }
        let states = key.dropFirst("scene.".count).split(separator: ">").map { appStates[String($0)] ?? String($0) }
        return "app." + states.joined(separator: ">")
    }

    static func load() throws -> [Judged] {
        let url = TestContent.packageRoot.appendingPathComponent("Tests/HIGTestSupport/Fixtures/tags/tags-judged.json")
        return try JSONDecoder().decode([Judged].self, from: Data(contentsOf: url))
    }

    @Test("precision and recall per kind and strength accuracy reach their goals")
    func judged() throws {
        let judged = try Self.load()
        #expect(judged.count >= 100)
        let practices = TestContent.graph.practices
        let byID = Dictionary(practices.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byLead = Dictionary(practices.map { ($0.lead, $0) }, uniquingKeysWith: { first, _ in first })
        var transitions = Score()
        var states = Score()
        var styles = Score()
        var platforms = Score()
        var strengthRight = 0
        var matched = 0
        var missing: [String] = []
        for item in judged {
            let moments = (Set(item.transitions.map(Self.appEquivalent)), Set(item.states.map(Self.appEquivalent)))
            guard let practice = byID[item.id] ?? byLead[item.lead] else {
                missing.append(item.id)
                transitions.add(found: [], judged: moments.0)
                states.add(found: [], judged: moments.1)
                styles.add(found: [], judged: Set(item.styles))
                platforms.add(found: [], judged: Set(item.platforms))
                continue
            }
            matched += 1
            transitions.add(found: Set(practice.transitions.map(Self.appEquivalent)), judged: moments.0)
            states.add(found: Set(practice.states.map(Self.appEquivalent)), judged: moments.1)
            styles.add(found: Set(practice.styles), judged: Set(item.styles))
            platforms.add(found: Set(practice.platforms), judged: Set(item.platforms))
            if practice.strength.rawValue == item.strength { strengthRight += 1 }
        }
        let accuracy = Double(strengthRight) / Double(max(matched, 1))
        print(
            String(
                format: """
                    judged tags: %d practices, %d not found (missed for recall)
                    transitions (app and scene once): precision %.2f recall %.2f
                    states: precision %.2f recall %.2f
                    styles: precision %.2f recall %.2f
                    platforms: precision %.2f recall %.2f
                    strength: accuracy %.2f
                    """, judged.count, missing.count, transitions.precision, transitions.recall, states.precision,
                states.recall, styles.precision, styles.recall, platforms.precision, platforms.recall, accuracy))
        #expect(transitions.precision >= 0.90 && transitions.recall >= 0.85)
        #expect(states.precision >= 0.80 && states.recall >= 0.80)
        #expect(styles.precision >= 0.90 && styles.recall >= 0.95)
        #expect(platforms.precision >= 0.97 && platforms.recall >= 0.97)
        #expect(accuracy >= 0.95)
    }

    @Test("hig states lists under termination only practices about terminating")
    func termination() {
        let terminating = TestContent.graph.practices.filter { $0.transitions.contains("app.background>not-running") }
        for practice in terminating {
            let text = (practice.lead + " " + practice.body).lowercased()
            #expect(["terminat", "quit", "force"].contains { text.contains($0) }, "\(practice.id)")
        }
    }
}
