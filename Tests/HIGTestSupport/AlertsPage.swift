/// Apple's alerts page in English and in Apple's Korean edition, short: for the tests that align
/// the two and search the Korean.
package enum AlertsPage {
    package static let english = """
        # Alerts

        ## Best practices

        **Use alerts sparingly.** Alerts give people important information, but they interrupt the current task.

        **Avoid showing an alert when your app starts.** For example, show cached data and a label.

        ## Buttons

        **Create succinct, logical button titles.** Aim for a one- or two-word title.

        **Place buttons where people expect.** In general, put the default button on the trailing side of a row.

        *Source: [https://developer.apple.com/design/human-interface-guidelines/alerts](https://developer.apple.com/design/human-interface-guidelines/alerts)*
        """

    package static let korean = """
        # 경고

        Source: https://developer.apple.com/kr/design/human-interface-guidelines/alerts

        ## 모범 사례

        **경고를 절제해서 사용하십시오.** 경고는 중요한 정보를 제공하지만 현재 작업이 중단됩니다.

        **앱이 시작되면 경고를 표시하지 마십시오.** 예를 들어, 캐시된 데이터와 레이블을 표시할 수 있습니다.

        ## 버튼

        **간결하고 논리적인 버튼 제목을 작성하십시오.** 한두 단어로 된 제목을 목표로 하십시오.

        **사람들이 예상하는 위치에 버튼을 배치하십시오.** 일반적으로 기본 버튼을 행의 후행 측면에 배치하십시오.
        """
}
