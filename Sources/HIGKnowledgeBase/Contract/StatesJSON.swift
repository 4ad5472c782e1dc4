import HIGModel

/// `hig states --format json`: `{"machines":[{"id","name","ko","delegate","states":[{"id","name","ko",…}],
/// "transitions":[{"from","to","callbacks","practices",…}]}]}`: the taxonomy's machines as they are,
/// practices on each transition included.
package struct StatesJSON: Encodable {
    package var machines: [StateMachine]

    package init(taxonomy: Taxonomy) {
        machines = taxonomy.machines
    }
}
