/// A page with a table after a practice, one after prose and a change log: for the tests that read
/// tables and index them.
package enum TablesPage {
    package static let sizes = """
        # Accessibility

        ## Mobility

        **Offer sufficiently sized controls.** Controls that are too small are hard to select.

        | Platform | Default control size | Minimum control size |
        | --- | --- | --- |
        | iOS, iPadOS | 44x44 pt | 28x28 pt |
        | macOS | 28x28 pt | 20x20 pt |

        ## Typography

        Use the following text sizes:

        | Style | Size |
        | --- | --- |
        | Body | 17 pt |
        | Pipe \\| inside | 1 pt |

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 9, 2025 | Added guidance. |

        """
}
