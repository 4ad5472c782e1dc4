import HIGIngest

/// The content as one walk found it, and the fingerprint of what it found: a run that goes on
/// to update or rebuild the index reads these files rather than walking them again.
public struct CheckedContent: Sendable {
    public let listing: ContentListing
    public let fingerprint: String

    /// Taken before reading the content, so a file edited during an ingest makes the index stale.
    public init(_ contentPaths: [String]) {
        listing = ContentListing(paths: contentPaths)
        fingerprint = ContentFingerprint.compute(listing, formatVersion: ToolIdentity.indexFormat)
    }

    public var contentPaths: [String] { listing.paths }
}
