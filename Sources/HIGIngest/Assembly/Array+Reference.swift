import HIGModel

extension [Reference] {
    /// Appends the reference unless one of the same kind and target is already listed, so the
    /// first title given for a target stays.
    mutating func appendIfNew(_ reference: Reference) {
        if !contains(where: { $0.kind == reference.kind && $0.target == reference.target }) {
            append(reference)
        }
    }

    /// The references in order, each kind and target once.
    init(unique references: some Sequence<Reference>) {
        self = []
        for reference in references { appendIfNew(reference) }
    }
}
