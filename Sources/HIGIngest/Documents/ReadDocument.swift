import HIGModel

/// What a reader makes of one file before any guideline is extracted.
struct ReadDocument: Sendable {
    var path: String
    var format: SourceFormat
    var blocks: [Block]
    /// Title candidates outside the blocks: front matter, `<title>`, DocC metadata.
    var declaredTitle: String?
    /// Platforms a source declares for the whole page (front matter lists).
    var declaredPlatforms: [String] = []
    /// Related pages a source lists outside its body (DocC topic and see-also sections).
    var related: [InlineLink] = []
    /// Links a tool made rather than the author (DocC's automatic see-also).
    var seeAlso: [InlineLink] = []
    /// Page metadata a source declares (DocC `@Metadata`).
    var metadata: [String: String] = [:]
    /// The date the source declares for its version (front matter), as `yyyy-MM-dd`.
    var revised: String?
    /// Where the source says it was taken from: front matter `url:`/`source:`, a DocC
    /// identifier, an HTML canonical link. What a page is, before its title says.
    var declaredURLs: [String] = []
    var diagnostics: [Diagnostic] = []

    /// Turned away before or while parsing: an error, or skipped as empty or binary.
    var isRejected: Bool { SourceLimits.isRejected(diagnostics) }
    /// Read, and with text to make a page from.
    var givesPage: Bool { !isRejected && !blocks.isEmpty }
}
