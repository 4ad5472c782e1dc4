/// How firmly a practice is worded, from its lead sentence.
package enum Strength: String, Codable, Sendable, CaseIterable {
    /// "Always …", "Make sure …", "Be sure …", "must".
    case must
    /// "Never …", "Don't …", "Do not …".
    case mustNot = "must-not"
    /// "Avoid …".
    case avoid
    /// A plain imperative: "Use …", "Pause …".
    case should
    /// "Consider …", "Prefer …", "If you need …, consider …".
    case consider
    /// A statement that is not an instruction.
    case informative
}
