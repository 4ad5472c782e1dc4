/// The tool's version, as `hig --version` and every export state it.
public enum HIGVersion {
    public static let number = "1.0.0"
    public static var tool: String { "hig \(number)" }
}
