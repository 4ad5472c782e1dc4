"""Sentence templates and the frequency tables that shape a page."""

from .helpers import cumulative


# aN noun with article, R adverb, V/Vs/Ving/Vpp body verb forms, S singular subject, P people, APP, DEV, FEAT, PLAT,
# PLACE, CTX, REASON, O the practice's object. A trailing digit makes a second, independent slot.

# (template, descriptive): descriptive sentences never open with an instruction, so they can sit
# in a plain-text section without being read as a practice.
GENERIC = [
    ("People expect {A} {Ns} that {V} {R} {CTX}.", True),
    ("For example, {APP} {Vs} {aA} {N} {PLACE} so people can {V2} {Ns} without losing their place.", True),
    ("If your app {Vs} {Ns} {CTX}, people can lose track of their {Ns2}.", True),
    ("{aA} {N} helps people {V} {Ns} {R}, especially {CTX}.", True),
    ("In {PLAT}, {S} {Vs} {Ns} {R}, so it’s important to keep the {N} {A}.", True),
    ("Avoid {Ving} {Ns} that {V2} the {N}; instead, offer {aA} {N2} that people can {V4} {R}.", False),
    ("Because {REASON}, {P} appreciate {A} {Ns} that {V} {R}.", True),
    ("It’s usually best to {V} the {N} {CTX}.", True),
    ("Many {A} apps {V} {Ns} {PLACE}, which keeps the {N} {A2}.", True),
    ("When possible, {V} {Ns} {PLACE} rather than {Ving2} them {PLACE2}.", False),
    ("{APP} on {DEV}, for example, {Vs} {Ns} {CTX}.", True),
    ("This approach {Vs} the {N} and keeps {Ns} {A}.", True),
    ("People might {V} {aA} {N} {CTX}, so the {N2} needs to stay {A2}.", True),
    ("Consider how {Ns} appear on {DEV}, where {Ns2} are often {A}.", False),
    ("Make sure the {N} remains {A} {CTX}.", False),
    ("{Ns} that {V} too {R} can feel {A}, and people may ignore them.", True),
    ("As people {V} {Ns}, update the {N} to reflect {A} {Ns2}.", False),
    ("Keep in mind that {Ns} can vary in {N}, {N2}, and {N3}.", False),
    ("Prefer {A} {Ns} to {A2} {Ns}, because {REASON}.", False),
    ("Where it makes sense, let people {V} {Ns} {PLACE}.", False),
    ("In general, {Ns} work best when they’re {A}, {A2}, and {A3}.", True),
    ("People rarely {V} {Ns} {CTX}, so {aA} {N} is often enough.", True),
    ("{aN} that {Vs} {R} can make your app feel {A}.", True),
    ("{Ving} {Ns} {R} also helps people who use {FEAT}.", True),
    ("If you need to {V} {Ns}, {V2} them {R} instead of all at once.", False),
    ("Over time, people learn to {V} {Ns} {R}, so consistency across your app matters.", True),
    ("The system {Vs} {Ns} {R}, and people expect your app to do the same.", True),
    ("{A} {Ns} make it easier for people to {V} {Ns2} {CTX}.", True),
    ("Without {aA} {N}, people may not realize they can {V} {Ns}.", True),
    ("Some people {V} {Ns} {R}, while others prefer to {V2} them {PLACE}.", True),
    ("{P} who {V} {Ns} {CTX} appreciate {aA} {N} that stays out of the way.", True),
    ("{APP} uses {aA} {N} to help people {V} {Ns} {CTX}.", True),
    ("Even {aA} {N} can feel {A2} if it appears {CTX}.", True),
    ("Test your {Ns} with {FEAT} turned on to verify that they remain {A}.", False),
    ("When people {V} {aA} {N}, they expect the result to appear {R}.", True),
    ("Too many {Ns} can make the {N} feel {A} and hard to scan.", True),
    ("It’s important to {V} {Ns} {R}, because {REASON}.", True),
    ("{Ns} {Vpp} {CTX} should stay {A} and easy to {V2}.", True),
    ("{aA} {N} tells people what happens next and how to {V} the {N2}.", True),
    ("Most people {V} {Ns} {R}, so reserve {A} {Ns2} for the moments that matter.", True),
    ("For example, {aEX} app might {V} {Ns} {PLACE}.", True),
    ("{aEX} app, for instance, can {V} {Ns} {CTX}.", True),
    ("Examples include {aEX} reminder, {aEX2} update, or {aEX3} summary.", True),
    ("In {aEX} app, people might {V} {Ns} {R} and {V2} {Ns2} later.", True),
    ("Whether people plan {aEX} or track {aEX2}, they {V} {Ns} {R}.", True),
    ("People who organize {Ns} for {aEX} appreciate {A} {Ns2}.", True),
    ("Think about {aEX} or {aEX2}, where {Ns} {V} {R} and every detail counts.", False),
]

KO_GENERIC = [
    "{KS} {KCTX} {KADJ} {KN}(을) 기대합니다.",
    "예를 들어, {KAPP}(은) {KN}(을) {KPLACE} {KV}합니다.",
    "{KN}(이) 너무 {KCOND} 사람들이 혼란스러워할 수 있습니다.",
    "{KADJ} {KN}(은) 사람들이 {KN2}(을) {KADV} {KV}할 수 있도록 도와줍니다.",
    "가능하면 {KN}(을) {KADV} {KV}하세요.",
    "{KREASON} {KN}(을) 신중하게 다루어야 합니다.",
    "일반적으로 {KN}(은) {KQUAL} 때 가장 효과적입니다.",
    "이 방식은 {KN}(을) {KADV} 유지하는 데 도움이 됩니다.",
    "{KS} {KCTX} {KN}(을) 거의 사용하지 않습니다.",
    "{KN}(을) 추가할 때는 {KN2}도 함께 고려하세요.",
    "{KS} {KN}(을) 통해 {KN2}(을) 더 빠르게 파악할 수 있습니다.",
    "{KN}(이) 없으면 {KS} {KN2}(을) {KV}할 수 있다는 사실을 모를 수 있습니다.",
    "{KFEAT}(을) 켠 상태에서 {KN}(을) 테스트하여 계속 {KSTATE} 상태인지 확인하세요.",
    "{KN}(이) 많으면 {KN2}(이) 복잡하게 느껴질 수 있습니다.",
    "시스템은 {KN}(을) {KADV} {KV}하며, 사람들은 앱도 같은 방식으로 동작하기를 기대합니다.",
    "{KAPP}(은) {KADJ} {KN}(을) 사용하여 사람들이 {KN2}(을) {KV}할 수 있도록 돕습니다.",
    "{KREASON} {KN}(을) {KADV} {KV}하는 것이 중요합니다.",
    "{KCTX}도 {KN}(이) {KSTATE} 상태로 유지되어야 합니다.",
]

# (English, Korean) pairs that name lifecycle moments and callbacks.
LIFECYCLE = [
    ("Save the {O} in `{CBBG}` so people can continue where they left off.",
     "`{CBBG}`에서 {KO}(을) 저장하면 사람들이 중단한 곳에서 계속할 수 있습니다."),
    ("When the app enters the background, stop updating {O} and release resources you can recreate later.",
     "앱이 백그라운드로 전환되면 {KO} 업데이트를 멈추고 나중에 다시 만들 수 있는 리소스는 해제하세요."),
    ("The system calls `{CB}` {CBWHEN}, which is a good moment to {LV} {O}.",
     "시스템은 {KCBWHEN} `{CB}`(을) 호출하므로 이때 {KO}(을) {KV}하기 좋습니다."),
    ("Pause {O} in `sceneWillResignActive` and pick up again in `sceneDidBecomeActive`.",
     "`sceneWillResignActive`에서 {KO}(을) 일시 중지하고 `sceneDidBecomeActive`에서 다시 시작하세요."),
    ("An incoming phone call can interrupt your app at any time, so save {O} often.",
     "수신 전화는 언제든지 앱을 방해할 수 있으므로 {KO}(을) 자주 저장하세요."),
    ("If the system suspends your app, {O} that haven’t been saved may be lost.",
     "시스템이 앱을 일시 중단하면 저장되지 않은 {KO}(이) 사라질 수 있습니다."),
    ("After `applicationWillEnterForeground` arrives, refresh {O} that may have changed while the app was in the background.",
     "`applicationWillEnterForeground` 이후에는 앱이 백그라운드에 있는 동안 바뀌었을 수 있는 {KO}(을) 새로 고치세요."),
    ("Finish work on {O} in the background before suspending, and avoid starting new work there.",
     "일시 중단되기 전에 백그라운드에서 {KO} 작업을 마치고 새 작업은 시작하지 마세요."),
    ("Don’t rely on `applicationWillTerminate`, because the system may purge a suspended app without notice.",
     "시스템이 일시 중단된 앱을 예고 없이 메모리에서 제거할 수 있으므로 `applicationWillTerminate`에 의존하지 마세요."),
    ("Use `scene(_:willConnectTo:options:)` to set up {O} when people open a new window.",
     "사람들이 새 창을 열 때 `scene(_:willConnectTo:options:)`에서 {KO}(을) 설정하세요."),
    ("In `sceneDidDisconnect`, release {O} tied to the scene, because the system may reconnect it later.",
     "`sceneDidDisconnect`에서는 씬에 연결된 {KO}(을) 해제하세요. 시스템이 나중에 씬을 다시 연결할 수 있습니다."),
    ("Before the app switcher takes a snapshot, hide {O} that people consider private.",
     "앱 전환기가 스냅샷을 찍기 전에 사람들이 사적이라고 여기는 {KO}(을) 숨기세요."),
    ("When people return to your app, restore {O} exactly as they left them.",
     "사람들이 앱으로 돌아갔을 때 {KO}(을) 떠날 때와 똑같이 복원하세요."),
    ("During an audio interruption, pause {O} and resume only if the interruption ends with `shouldResume`.",
     "오디오 중단 중에는 {KO}(을) 일시 중지하고 중단이 `shouldResume`과 함께 끝날 때만 재개하세요."),
    ("On first launch, keep {O} to a minimum so the app starts quickly.",
     "처음 실행할 때는 {KO}(을) 최소화하여 앱이 빠르게 시작되도록 하세요."),
    ("People expect {O} to survive a restart, so persist them before `{CBBG}` returns.",
     "사람들은 앱을 다시 시작해도 {KO}(이) 유지되기를 기대하므로 `{CBBG}`(이) 반환되기 전에 저장하세요."),
    ("The system can terminate a suspended app to reclaim memory, so never keep {O} only in memory.",
     "시스템은 메모리를 확보하기 위해 일시 중단된 앱을 종료할 수 있으므로 {KO}(을) 메모리에만 보관하지 마세요."),
    ("When the app becomes active again, check whether {O} changed and update the interface.",
     "앱이 다시 활성화되면 {KO}(이) 바뀌었는지 확인하고 인터페이스를 업데이트하세요."),
    ("Audio interruptions, such as an incoming call or a timer, can pause {O} without warning.",
     "수신 전화나 타이머 같은 오디오 중단은 예고 없이 {KO}(을) 일시 중지할 수 있습니다."),
    ("People often switch away in the middle of a task, so keep {O} ready for when they switch back.",
     "사람들은 작업 도중에 다른 앱으로 전환하는 경우가 많으므로 다시 전환할 때를 대비해 {KO}(을) 준비해 두세요."),
]

# (English, Korean) pairs about presentation styles.
STYLE = [
    ("Present {O} in a sheet when people need to finish a short task without leaving their current context.",
     "사람들이 현재 컨텍스트를 벗어나지 않고 짧은 작업을 마쳐야 할 때는 {KO}(을) 시트로 표시하세요."),
    ("Use an alert only for critical information about {O} that people need right away.",
     "사람들이 즉시 알아야 하는 {KO}에 관한 중요한 정보에만 알림창을 사용하세요."),
    ("On iPad, a popover can show {O} next to the control that revealed them.",
     "iPad에서는 팝오버를 사용해 {KO}(을) 해당 컨트롤 옆에 표시할 수 있습니다."),
    ("An action sheet works well when people choose between two or three options for {O}.",
     "액션 시트는 사람들이 {KO}에 대해 두세 가지 옵션 중에서 선택할 때 적합합니다."),
    ("For complex or prolonged tasks, consider a full-screen modal view instead of a sheet.",
     "복잡하거나 오래 걸리는 작업에는 시트 대신 전체 화면 모달 보기를 고려하세요."),
    ("Make sure {O} still fit when your app runs in Slide Over or Split View.",
     "앱이 슬라이드 오버나 스플릿 뷰에서 실행될 때도 {KO}(이) 잘 맞는지 확인하세요."),
    ("While video plays in Picture in Picture, keep {O} available in the main interface.",
     "비디오가 화면 속 화면에서 재생되는 동안 기본 인터페이스에서 {KO}(을) 계속 사용할 수 있게 하세요."),
    ("In visionOS, a sheet floats in front of its parent window and dims it.",
     "visionOS에서 시트는 부모 창 앞에 떠 있으며 부모 창을 어둡게 합니다."),
    ("If people have unsaved changes, use an action sheet to let them confirm before a sheet closes.",
     "저장되지 않은 변경 사항이 있으면 시트가 닫히기 전에 액션 시트로 확인하게 하세요."),
    ("A popover closes when people tap outside it, so avoid putting {O} there that take time to fill in.",
     "팝오버는 바깥쪽을 탭하면 닫히므로 입력에 시간이 걸리는 {KO}(을) 팝오버에 넣지 마세요."),
    ("Display only one sheet at a time, and close it before presenting an alert about {O}.",
     "한 번에 하나의 시트만 표시하고 {KO}에 관한 알림창을 표시하기 전에 시트를 닫으세요."),
    ("A full-screen modal view works well for {O} because it minimizes distractions.",
     "전체 화면 모달 보기는 방해 요소를 최소화하므로 {KO}에 적합합니다."),
    ("People can open your app in Split View next to another app, so design {O} for narrow widths.",
     "사람들은 스플릿 뷰에서 다른 앱 옆에 앱을 열 수 있으므로 좁은 너비에서도 {KO}(을) 고려해 디자인하세요."),
    ("Support Picture in Picture so people can keep watching while they use {O}.",
     "사람들이 {KO}(을) 사용하는 동안에도 계속 시청할 수 있도록 화면 속 화면을 지원하세요."),
    ("When you present a sheet, use `{SHEETSYM}` to give it detents that fit {O}.",
     "시트를 표시할 때는 `{SHEETSYM}`(을) 사용해 {KO}에 맞는 디텐트를 지정하세요."),
    ("An alert interrupts people, so reserve it for {O} that need a decision now.",
     "알림창은 사람들을 방해하므로 지금 결정이 필요한 {KO}에만 사용하세요."),
]

MUST = [
    ("Your app must {LV} {O} {Q}.", "앱은 {KQ} {KOP} 반드시 {KVMUST}"),
    ("You must request permission before accessing {O}.", "{KO}에 접근하기 전에 반드시 권한을 요청해야 합니다."),
    ("{O} must remain {STATE} {Q}.", "{KQ} {KO}(은) 반드시 {KSTATEN} 상태를 유지해야 합니다."),
]

PLATFORM = [
    ("In {PLAT}, {O} appear {PLACE}.", "{PLAT}에서는 {KO}(이) {KPLACE} 표시됩니다."),
    ("Because {PLAT} doesn’t support {O}, provide a simpler alternative there.",
     "{PLAT}에서는 {KO}(을) 지원하지 않으므로 더 간단한 대안을 제공하세요."),
    ("On {DEV}, people expect {O} to respond {R}.", "{DEV}에서 사람들은 {KO}(이) {KADV} 반응하기를 기대합니다."),
]

ABSTRACTS = [
    ("{TOPIC} help people {V} {Ns} without leaving their current context.",
     "{KTOPIC}(은) 사람들이 현재 컨텍스트를 벗어나지 않고 {KN}(을) {KV}할 수 있도록 도와줍니다."),
    ("People expect {A} {topic} that adapt {R} when {CTXW}.",
     "사람들은 상황이 바뀔 때 {KADV} 조정되는 {KTOPIC}(을) 기대합니다."),
    ("A great {topicb} experience lets people {V} {Ns} {R} and get back to what they were doing.",
     "훌륭한 {KTOPICB} 경험은 사람들이 {KN}(을) {KADV} {KV}하고 하던 일로 돌아갈 수 있게 합니다."),
    ("{TOPIC} give people timely and important information, whether the device is locked or in use.",
     "{KTOPIC}(은) 기기가 잠겨 있든 사용 중이든 사람들에게 시기적절하고 중요한 정보를 제공합니다."),
    ("Well-designed {topic} make it easy for people to {V} {Ns} on every device they use.",
     "잘 디자인된 {KTOPIC}(은) 사람들이 사용하는 모든 기기에서 {KN}(을) 쉽게 {KV}할 수 있게 합니다."),
]

GUIDANCE_XREF = ["For guidance, see ", "For related guidance, see ", "To learn more, see "]
KO_XREF = ["자세한 내용은 {T}(을) 참조하세요.", "관련 지침은 {T}(을) 참조하세요.", "더 알아보려면 {T}(을) 참조하세요."]
GUIDANCE_DEV = ["For developer guidance, see ", "For developer guidance, see "]
KO_DEV = ["개발자 지침은 {T}(을) 참조하세요.", "자세한 내용은 {T} 개발자 문서를 참조하세요."]

# Strengths as in Content/: about two thirds plain instructions, a sixth "consider", a tenth
# "avoid", a few "must" and "must not".
LEAD_KINDS = cumulative([
    (0.44, "plain"), (0.06, "let"), (0.06, "help"), (0.12, "cond"), (0.10, "avoid"), (0.11, "consider"),
    (0.03, "prefer"), (0.02, "always"), (0.01, "besure"), (0.01, "must"), (0.02, "never"),
    (0.02, "dont"),
])
BODY_COUNTS = cumulative([(0.12, 1), (0.30, 2), (0.33, 3), (0.25, 4)])
SECTION_COUNTS = cumulative([(2, 2), (3, 3), (3, 4), (2, 5), (1, 6)])

# Page files by format, in the proportions of Content/ (27 files).
PRIMARY_FORMATS = cumulative([
    (3, ("docc-json", "render")), (3, ("docc-markdown", "session")), (1, ("html", "pandoc")),
    (1, ("html", "saved")), (4, ("markdown", "clip")), (1, ("markdown", "setext")),
    (1, ("markdown", "jsnav")), (1, ("markdown", "cupertino")), (9, ("markdown-bilingual", "notes")),
    (1, ("text", "pandoc")), (1, ("text", "seed")), (1, ("text", "blog")),
])
SECOND_FORMATS = cumulative([
    (3, ("docc-json", "render")), (1, ("html", "pandoc")), (1, ("html", "saved")), (4, ("markdown", "clip")),
    (1, ("markdown", "setext")), (1, ("markdown", "jsnav")), (5, ("markdown-bilingual", "notes")),
    (1, ("markdown-bilingual", "ko-colours")), (1, ("markdown-bilingual", "ko-yujin")),
    (1, ("text", "pandoc")), (1, ("text", "seed")),
])
