/// The words that say how firm a guideline's lead is (`Imperatives.strength(of:)`), English
/// beside Korean, firmest first.
enum StrengthWords {
    /// Leading verbs that forbid: "Never …", "Don’t …".
    static let prohibitingVerbs: Set<String> = ["never", "don’t", "don't"]
    /// Phrases that forbid anywhere in a lowercased lead: "Apps must not …".
    static let prohibitions = [
        "must not", "mustn’t", "mustn't", "is not allowed", "are not allowed", "is not permitted",
        "are not permitted", "is prohibited", "are prohibited",
    ]
    /// Leading verbs that suggest: "Consider …", "Prefer …", "Try …".
    static let suggestingVerbs: Set<String> = ["consider", "prefer", "try"]

    // Korean says how firm it is in its ending. Spacing varies ("고려해 보세요", "고려해보세요"), so
    // these are compared without their spaces.

    /// "…하지 마세요" (don't).
    static let koreanProhibitions = ["지 마세요", "지 마십시오", "지 말아야", "지 마라", "면 안 됩니다", "서는 안 됩니다", "절대"]
    /// "…피하세요" (avoid).
    static let koreanAvoidance = ["피하세요", "피하십시오", "피해야", "피하라"]
    /// "…해야 합니다", "반드시" (must).
    static let koreanRequirements = ["반드시", "해야 합니다", "해야 해요", "야 합니다"]
    /// "…고려하세요" (consider).
    static let koreanSuggestions = ["고려하세요", "고려해 보세요", "고려하십시오", "고려하라", "것이 좋습니다", "것도 좋습니다"]
    /// "…하세요" (do): a lead ending so is an instruction.
    static let koreanInstructionEndings = ["세요", "십시오", "하라", "해라", "시오", "하기"]
}
