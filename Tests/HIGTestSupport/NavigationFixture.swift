import Foundation
import HIGIngest
import HIGModel

/// A small guide laid out as Apple's guidelines are: a home page, collections naming their
/// parent in a breadcrumb line and listing their pages, and a page no breadcrumb places.
/// Collections list their pages in an order that is not alphabetical, so an order taken from
/// titles shows.
package enum NavigationFixture {
    package static let files: [String: String] = [
        "Guide.md":
            "# Guide\n\n*The home of the guide.*\n\n## Contents\n\n- [Parts](Parts.md)\n- [Basics](Basics.md)\n",
        "Basics.md": "[Guide](README.md) › **Basics**\n\n# Basics\n\n*What to know first.*\n\nSome basics.\n",
        "Parts.md": """
        [Guide](README.md) › **Parts**

        # Parts

        *The parts of a bicycle.*

        - [Wheels](Parts/Wheels.md) — Round things.
        - [Brakes](Parts/Brakes.md) — Things that stop.
        - [Drivetrain](Parts/Drivetrain.md) — What turns the wheels.

        """,
        "Parts/Wheels.md": """
        [Guide](../README.md) › [Parts](../Parts.md) › **Wheels**

        # Wheels

        *Round things.*

        ## Best practices

        **Prefer system wheels.** Use `UIButton` for the control, export `.psd` files and show `circle.slash` when a wheel is missing.

        """,
        "Parts/Brakes.md": """
        [Guide](../README.md) › [Parts](../Parts.md) › **Brakes**

        # Brakes

        *Things that stop.*

        ## Best practices

        **Always test the brakes before a ride.** A brake that fails is worse than none.

        | Brake | Stopping distance |
        | --- | --- |
        | Disc | 5 m |

        ## Platform considerations

        No additional considerations.

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 9, 2025 | Added guidance for disc brakes. |

        """,
        "Parts/Drivetrain.md":
            "[Guide](../README.md) › [Parts](../Parts.md) › **Drivetrain**\n\n# Drivetrain\n\n- [Chain](Drivetrain/Chain.md) — Links.\n",
        "Parts/Drivetrain/Chain.md":
            "[Guide](../../README.md) › [Parts](../../Parts.md) › [Drivetrain](../Drivetrain.md) › **Chain**\n\n# Chain\n\n*Links.*\n\nOil it.\n",
        "Loose.md": "# Loose notes\n\n**Use loose notes sparingly.** They are hard to find.\n",
    ]

    /// The folder, written once per test run.
    package static let folder: TemporaryDirectory = {
        let directory = try! TemporaryDirectory()
        for (name, text) in files { try! directory.write(name, text) }
        return directory
    }()

    package static let graph: RuleGraph = Ingester().ingest(paths: [folder.path]).graph
}
