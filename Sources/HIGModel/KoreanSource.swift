/// Who wrote a practice's Korean: Apple, in its own Korean edition of the guidelines, or a
/// community translation (most of it the 2022 Papago machine translation), which readers are told
/// to weigh accordingly.
package enum KoreanSource: String, Hashable, Codable, Sendable {
    case apple
    case community

    /// The label shown beside Korean that is not Apple's.
    package static let machineTranslationLabel = "기계 번역"
}
