/// The tool's version, as `hig --version` and every export state it.
package enum HIGVersion {
    package static let number = "1.0.0"
    package static var tool: String { "hig \(number)" }
}
