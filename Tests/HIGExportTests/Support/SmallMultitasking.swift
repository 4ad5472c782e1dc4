import HIGModel
import HIGTestSupport

/// A short Multitasking page written here, in the bilingual notes' form: what the review and
/// export tests mark, render and read back, instead of the shipped page.
enum SmallMultitasking {
    static let text = """
        # Multitasking

        Multitasking lets people switch quickly from one app to another.
        > 멀티태스킹으로 사람들은 앱 사이를 빠르게 전환합니다.

        # Best practices

        **Pause activities that require people's attention when they switch away.** A game should pause so \
        nobody loses progress in the background.
        > 사람들이 다른 앱으로 전환하면 주의가 필요한 활동을 일시 정지합니다. 게임은 일시 정지해야 합니다.

        **Respond smoothly to audio interruptions.** Pause playback when a call comes in on iPad and resume it \
        afterwards.
        > 오디오 중단에 부드럽게 대응합니다. 전화가 오면 재생을 일시 정지합니다.

        **Finish user-initiated tasks in the background.** Let an upload continue after people switch to \
        another app.
        > 사람이 시작한 작업은 백그라운드에서 마칩니다. 업로드는 계속되어야 합니다.

        # iPadOS

        **Support Split View and Slide Over on iPad.** People expect to use your app beside another one.
        > iPad에서 Split View와 Slide Over를 지원합니다. 사람들은 다른 앱과 나란히 사용하기를 기대합니다.

        **Make sure your app works well at every window size.** Test each layout with another app beside it.
        > 모든 창 크기에서 앱이 잘 작동하는지 확인합니다. 다른 앱과 나란히 각 레이아웃을 시험합니다.

        **Use the term window in user-facing content.** People know what a window is on iPad.
        > 사용자에게 보이는 콘텐츠에서는 창이라는 용어를 사용합니다. 사람들은 창이 무엇인지 압니다.

        **Avoid asking people to restart the app after a size change.** Adapt the layout in place instead.
        > 크기가 바뀐 뒤 앱을 다시 시작하라고 요청하지 마세요. 대신 그 자리에서 레이아웃을 맞춥니다.
        """

    static let graph: RuleGraph = try! SingleFile.ingest(files: ["multitasking.md": text]).0.graph
}
