/// A short Top Shelf page whose abstract Apple's Korean edition and a community translation both
/// give: for the tests of which Korean abstract wins and how it is labelled.
package enum TopShelfAbstracts {
    package static let english = """
        # Top Shelf

        Top Shelf shows content from your app.

        ## Best practices

        **Show what people want next.** Keep it fresh.

        *Source: [https://developer.apple.com/design/human-interface-guidelines/top-shelf](https://developer.apple.com/design/human-interface-guidelines/top-shelf)*
        """

    package static let korean = """
        # 인기 항목

        Source: https://developer.apple.com/kr/design/human-interface-guidelines/top-shelf

        > 인기 항목은 앱의 콘텐츠를 보여줍니다.

        ## 모범 사례

        **사람들이 다음에 원하는 것을 보여주십시오.** 새롭게 유지하십시오.
        """

    package static let community = """
        # **[technologies] top-shelf**

        Top Shelf shows content from your app.
        > 톱 선반은 앱에서 콘텐츠를 표시합니다.
        """
}
