import ArgumentParser
import HIGKnowledgeBase

extension CompletionKind {
    /// Completes from the knowledge base: the words typed so far name the index (`--content`,
    /// `--index`), and the word under the cursor is the prefix.
    static func hig(_ field: CompletionValues.Field) -> CompletionKind {
        .custom { words, _, prefix in CompletionValues.values(field, words: words, prefix: prefix) }
    }
}
