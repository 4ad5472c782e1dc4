/// Apple's Top Shelf page in English and in Apple's Korean edition, short, with two tables each:
/// for the tests that read the Korean cells and show them.
package enum TopShelfPage {
    package static let english = """
        # Top Shelf

        ## Specifications

        **Use the following sizes for Top Shelf images.** Each size fits one layout.

        | Layout | Size |
        | --- | --- |
        | Carousel | 1920x720 pt |
        | Sectioned | 404x228 pt |

        | Badge | Width |
        | --- | --- |
        | Small | 40 pt |

        ## Platform considerations

        *No additional considerations for iOS or iPadOS.*

        *Source: [https://developer.apple.com/design/human-interface-guidelines/top-shelf](https://developer.apple.com/design/human-interface-guidelines/top-shelf)*
        """

    package static let korean = """
        # 인기 항목

        Source: https://developer.apple.com/kr/design/human-interface-guidelines/top-shelf

        ## 사양

        **인기 항목 이미지에 다음 크기를 사용하십시오.** 각 크기는 하나의 레이아웃에 맞습니다.

        | 레이아웃 | 크기 |
        | --- | --- |
        | 캐러셀 | 1920x720pt |
        | 섹션 | 404x228pt |

        | 배지 | 너비 |
        | --- | --- |
        | 작게 | 41pt |

        ## 플랫폼 고려 사항

        *iOS 또는 iPadOS에 대한 추가 고려 사항은 없습니다.*
        """
}
