import HIGModel
import Testing

@testable import HIGIngest

@Suite("Text runs made tidy")
struct TextRunListTests {
    @Test("plain runs join with one space where their spaces meet, and the block is trimmed")
    func plainRunsJoin() {
        var list = TextRunList()
        for text in ["  a ", " b", "\n", "\tc  ", "d\r\n", " e  "] { list.append(text, marks: []) }
        list.append(" f ", marks: [.strong])
        list.append("  g", marks: [])
        let runs = list.normalized()
        #expect(runs.map(\.text) == ["a b c d e ", "f", " g"])
        #expect(runs.map(\.marks) == [nil, [.strong], nil])
    }

    @Test("white space of any script is one space; letters of any script are kept")
    func nonASCIIWhiteSpace() {
        var list = TextRunList()
        list.append("가\u{00A0}\u{2003}나", marks: [])
        list.append("\u{3000}e\u{301}", marks: [])
        #expect(list.normalized().map(\.text) == ["가 나 e\u{301}"])
    }
}
