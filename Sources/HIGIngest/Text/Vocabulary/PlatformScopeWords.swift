/// The words that place a guideline on platforms ("In an iPhone app, …") or take it off them
/// ("… don’t require launch screens"), for `PlatformReader`. Fewer negators than `ClauseWords`:
/// "without" and "cannot" do not take a platform off.
enum PlatformScopeWords {
    static let places: Set<String> = ["in", "on", "for", "within"]
    static let determiners: Set<String> = ["a", "an", "the", "your", "each", "every"]
    static let negators: Set<String> = ["t", "not", "never", "no"]
}
