/// A page whose English text leaves out the tables Apple's page shows in tabs, and Apple's Korean
/// edition, which writes each tab as a heading or a bold label with its table: the text styles
/// of Typography's specifications, cut down.
package enum TabbedTablesPage {
    package static let english = """
        # Type sizes

        ## Platform considerations

        ### macOS

        **Use dynamic font variants to match standard controls.** Use the variants below.

        | Dynamic font variant | API |
        | --- | --- |
        | Label | labelFont(ofSize:) |
        | Menu | menuFont(ofSize:) |

        ## Specifications

        Use the following text styles.

        ### iOS Dynamic Type sizes

        ### macOS built-in text styles

        | Text style | Weight | Size (points) | Line height (points) |
        | --- | --- | --- | --- |
        | Large Title | Regular | 26 | 32 |
        | Body | Regular | 13 | 16 |
        | Subheadline | Regular | 11 | 14 |

        ### tvOS built-in text styles

        | Text style | Weight | Size (points) | Leading (points) |
        | --- | --- | --- | --- |
        | Title 1 | Medium | 76 | 96 |
        | Subtitle | Regular | 38 | 46 |

        ### Tracking values

        #### iOS tracking values

        #### macOS tracking values

        | Size (points) | Tracking (points) |
        | --- | --- |
        | 6 | +0.24 |

        ## Achievement images

        **Create artwork in the appropriate size and format.** Use the following specifications.

        *Source: [https://developer.apple.com/design/human-interface-guidelines/type-sizes](https://developer.apple.com/design/human-interface-guidelines/type-sizes)*
        """

    package static let korean = """
        # 글자 크기

        Source: https://developer.apple.com/kr/design/human-interface-guidelines/type-sizes

        ## 플랫폼 고려 사항

        ### macOS

        **표준 제어기와 맞추려면 동적 서체 변형을 사용하십시오.** 아래의 변형을 사용하십시오.

        | 동적 서체 변형 | API |
        | --- | --- |
        | 레이블 | labelFont(ofSize:) |
        | 메뉴 | menuFont(ofSize:) |

        ## 명세

        다음 텍스트 스타일을 사용하십시오.

        ### iOS 다이나믹 타입 크기

        **xSmall**

        #### xSmall

        | 스타일 | 굵기 | 크기(포인트) | 행간(포인트) |
        | --- | --- | --- | --- |
        | 큰 제목 | 일반체 | 31 | 38 |
        | 본문 | 일반체 | 14 | 19 |
        | 부제목 | 일반체 | 12 | 16 |

        **Large**

        #### Large(기본)

        | 스타일 | 굵기 | 크기(포인트) | 행간(포인트) |
        | --- | --- | --- | --- |
        | 큰 제목 | 일반체 | 34 | 41 |
        | 본문 | 일반체 | 17 | 22 |
        | 부제목 | 일반체 | 15 | 20 |

        ### macOS 기본 텍스트 스타일

        | 텍스트 스타일 | 굵기 | 크기(포인트) | 줄 높이(포인트) |
        | --- | --- | --- | --- |
        | 큰 제목 | 일반체 | 26 | 32 |
        | 본문 | 일반체 | 13 | 16 |
        | 부제목 | 일반체 | 11 | 14 |

        ### tvOS 기본 텍스트 스타일

        | 텍스트 스타일 | 굵기 | 크기(포인트) | 행간(포인트) |
        | --- | --- | --- | --- |
        | 제목 1 | Medium | 76 | 96 |
        | 부제목 | 일반체 | 38 | 46 |

        ### 자간 값

        #### iOS 자간 값

        #### SF Pro

        | 크기(포인트) | 자간(포인트) |
        | --- | --- |
        | 6 | +0.25 |

        #### macOS 자간 값

        | 크기(포인트) | 자간(포인트) |
        | --- | --- |
        | 6 | +0.24 |

        | 크기(포인트) | 자간(포인트) |
        | --- | --- |
        | 7 | +0.23 |

        ## 목표 달성 이미지

        **적절한 크기와 포맷으로 아트워크를 생성하십시오.** 다음 명세를 따르십시오.

        **iOS, macOS**

        ![iOS, macOS의 목표 달성 이미지 레이아웃.](https://developer.apple.com/images/ios-achievement@2x.png)

        | 속성 | 값 |
        | --- | --- |
        | 이미지 크기 | 512x512pt |

        **tvOS**

        | 속성 | 값 |
        | --- | --- |
        | 이미지 크기 | 320x320pt |
        """
}
