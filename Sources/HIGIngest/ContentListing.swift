import HIGModel

/// The content files under the paths given, each with the size and time its one `stat` gave,
/// and what the walk noticed on the way. Taken once per run: the fingerprint hashes it, and an
/// ingest that follows reads these files and records these stamps rather than walking again,
/// so an index records the very stamps its fingerprint was taken of.
package struct ContentListing: Sendable {
    package let paths: [String]
    /// Per path given that exists, its files in the order its folders list them.
    let groups: [[ContentFiles.Entry]]
    let diagnostics: [Diagnostic]

    package init(paths: [String]) {
        self.paths = paths
        (groups, diagnostics) = ContentDiscovery.groups(in: paths)
    }

    /// Every file, in no particular order.
    package var files: [ContentFiles.Entry] { groups.flatMap { $0 } }

    /// Every file in the order an ingest reads them: the paths as given, each folder's files
    /// in name order.
    package var sortedFiles: [ContentFiles.Entry] { groups.flatMap(ContentDiscovery.sorted) }
}
