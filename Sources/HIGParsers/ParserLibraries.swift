internal import CCmarkGFM
internal import CLibXML2

/// The C libraries' one-time global set-up, done before files are parsed on several threads
/// at once: neither library's lazy set-up is safe to race.
package enum ParserLibraries {
    private static let prepared: Void = {
        xmlInitParser()
        cmark_gfm_core_extensions_ensure_registered()
    }()

    package static func prepare() {
        _ = prepared
    }
}
