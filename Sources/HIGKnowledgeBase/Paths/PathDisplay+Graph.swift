import HIGModel

/// Source paths as the user should see them, applied to whatever is printed.
extension PathDisplay {
    package func practice(_ practice: Practice) -> Practice {
        var shown = practice
        shown.sources = practice.sources.map { source in
            var shownSource = source
            shownSource.file = display(source.file)
            return shownSource
        }
        return shown
    }

    package func page(_ page: Page) -> Page {
        var shown = page
        shown.sources = page.sources.map(display)
        shown.sourceDetails = page.sourceDetails?.map(detail)
        shown.koreanNotes = page.koreanNotes.map { note in
            var shownNote = note
            shownNote.source.file = display(note.source.file)
            return shownNote
        }
        return shown
    }

    package func detail(_ detail: SourceDetail) -> SourceDetail {
        var shown = detail
        shown.file = display(detail.file)
        return shown
    }

    package func location(_ location: SourceLocation) -> String {
        "\(display(location.file)):\(location.line)"
    }
}
