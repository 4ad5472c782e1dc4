import Foundation
import HIGIndex
import HIGKnowledgeBase
import Testing

extension IncrementalUpdateTests {
    @Test("an edit that keeps the size and puts the modification time back (cp -p, rsync -a) is picked up")
    func sameSizeEditWithRestoredTime() throws {
        let fixture = try Fixture()
        let path = fixture.content + "/" + Fixture.article
        var before = stat()
        #expect(stat(path, &before) == 0)
        try fixture.edit(Fixture.article) { text in
            text.replacingOccurrences(of: "Reduce memory usage", with: "Reduce zebra usage!")
        }
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_size == before.st_size, "the size it had")
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #expect(try fixture.refresh() == [.updated(pages: 1)])
        let practices = try IndexReader(indexPath: fixture.location.index).graph().practices
        #expect(practices.contains { ($0.lead + $0.body).contains("zebra") })
    }
}
