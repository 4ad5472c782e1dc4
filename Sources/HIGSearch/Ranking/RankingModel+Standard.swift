extension RankingModel {
    /// The model `hig query` and the site rank with.
    package static let standard = RankingModel(
        fields: [
            Field(name: "lead", weight: 10, label: "lead"), Field(name: "body", weight: 2, label: "body"),
            Field(name: "titles", weight: 1.5, label: "titles"), Field(name: "ko", weight: 4, label: "Korean"),
            Field(name: "symbols", weight: 8, label: "symbols"), Field(name: "moments", weight: 1, label: "callbacks"),
            // Apple's Korean finds practices and counts toward how much of a query they cover,
            // but weighs nothing in bm25: the community's Korean (`ko`) keeps the statistics that
            // English and Korean queries were ranked and judged by, and with any weight Apple's
            // longer text put English answers below others (docs/ranking.md).
            Field(name: "apple_ko", weight: 0, label: "Apple's Korean"),
        ],
        entityWeights: [5, 1],
        bm25: BM25(k1: 1.2, b: 0.75),
        candidates: 100,
        narrowingThreshold: 10_000,
        maximumTerms: 32,
        coverage: Coverage(floor: 0.1, exponent: 2, expandedShare: 0.7, minimumIDF: 0.1, answered: 0.5),
        bonuses: Bonuses(
            leadFocus: 1.5, phraseInLead: 1.5, phraseInKorean: 1.3, lifecycleInLead: 1.6, lifecycle: 1.25,
            pageTitle: 1, pageTitleInLeadShare: 0.5),
        stopWords: stopWords,
        korean: Korean(
            particles: particles, verbEndings: verbEndings, ambiguousParticles: ambiguousParticles,
            questionWords: questionWords, predicateEndings: predicateEndings))

    private static let stopWords = [
        "a", "an", "the", "to", "of", "in", "on", "for", "and", "or", "is", "are", "be", "what", "when",
        "how", "should", "do", "does", "my", "i", "it", "its", "with", "can", "you", "your", "we", "that",
        "this", "which", "why", "where", "who", "about", "from", "by", "at", "as", "if", "into", "me",
        "there", "any", "way", "ways", "need", "want", "s", "am", "was", "were", "will", "would", "could",
        "some", "than", "then", "so", "up", "out", "our", "us", "their", "they", "them", "he", "she",
        // Words of degree and frequency: "undo more than once" is about undo.
        "more", "once", "less", "most", "much", "many", "very", "also", "just", "only", "other", "such", "even",
        "still", "again", "ever", "too", "really", "lot", "lots",
        // Words of conversation around the question: "can i use a photo as my app icon?".
        "both", "put", "say", "whether", "e", "g", "eg", "etc", "using", "use",
        // What is left of a contraction once split at its apostrophe: "can't", "they're".
        "t", "re", "ve", "ll", "d", "m",
        // Auxiliary verbs and connectives: "my symbol already has the circle drawn into it".
        "has", "have", "had", "get", "gets", "getting", "got", "because", "already", "been", "being",
        "these", "those",
    ]

    // A closed list: no dictionary.
    private static let particles = [
        "만으로도", "에서부터", "으로부터", "에게서", "이라고", "에서는", "으로는", "에서도", "에게는", "까지는", "부터는",
        "만으로", "에서", "에게", "한테", "으로", "까지", "부터", "보다", "처럼", "마다", "이나", "이랑", "하고",
        "라고", "에는", "로는", "에도", "과의", "와의", "들이", "들을", "들의", "들은", "들에",
        "은", "는", "이", "가", "을", "를", "의", "에", "께", "로", "와", "과", "도", "만", "나", "랑", "들",
    ]
    // "중단하면", "복원된": "제한" keeps its 한 since one syllable would remain.
    private static let verbEndings = [
        "합니다", "하세요", "하려면", "하지만", "되었을", "되면", "되는", "해야", "해서", "하여", "하고", "하면",
        "하는", "하기", "하지", "하게", "했을", "시키는", "된", "할", "한", "됨",
    ]
    // "아이", "회의".
    private static let ambiguousParticles = ["이", "가", "의", "도", "나", "로", "과", "와", "만", "들"]
    // "어떻게 정해야 하나요", "넣어야 돼?", and the function words around what is asked about:
    // "못 쓰는 사람을 위한 대안" asks about alternatives for people.
    private static let questionWords = [
        "어떻게", "어떤", "무슨", "뭐", "무엇", "언제", "왜", "어디", "얼마나", "얼마", "몇", "돼", "다", "좀", "꼭", "그냥",
        "위한", "위해", "위해서", "못", "안", "수", "것", "거", "게", "때", "및", "또는", "그리고", "앤", "같은", "등",
        "있는", "없는", "쓰는", "쓸", "되는", "하는", "할", "한", "제", "내", "우리", "이런", "그런", "저런", "이거", "그거",
        // Light verbs around what is asked about: "넣어도 되나요" asks whether to put it there, and
        // "쓸 수 있게 해야 하나요" whether it must be usable.
        "있", "없", "있는데", "없는데", "있게", "없게", "있도록", "없도록", "싶은데", "싶고", "싶어", "넣고", "넣어", "넣어도", "넣으면", "둬도", "두어도",
        "해도", "하고", "보면", "중인",
    ]
    private static let predicateEndings = ["요", "야", "까", "죠", "니"]
}
