import LayoutModel

/// The model `layoutlp` solves when given no file: the finished event card of
/// seed 003 (its last step, with the placeholder's priority and minimum height
/// and the info list fixed vertically), written with the DSL. It is the same
/// problem as Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json,
/// with the same hand derivation (its description) and expected frames; a
/// test keeps them equal.
enum DefaultModel {
    static let name = "seed003-event-card-sheet-6-info-list-fixed-size"

    static var problem: LayoutProblem {
        LayoutProblem(
            name: name,
            description: derivation,
            proposal: ProposedViewSize(width: 390, height: 378),
            root: contentView,
            expect: expectedFrames)
    }

    /// How every expected frame follows from the layout rules
    /// (docs/greedy-semantics.md, docs/text-metrics.md), worked out by hand:
    /// the model file's description, word for word.
    static let derivation = """
        Seed 003 (event card tutorial): ContentView = VStack { EventHeader(); ImagePlaceholder(); \
        Text(makeDescription()); Spacer(); EventInfoList() }.padding(), with real Text measured by LayoutLP's \
        metrics (docs/text-metrics.md: a character is 0.5 x font size wide, a line 1.25 x font size tall; at 17: 8.5 \
        and 21.25). Stand-ins and omissions: .font(.title) is fontSize 28 (iOS's title size); CalendarView = \
        resizable Image 50x50 .frame(width: 50, height: 50).padding() = 82x82 (background, cornerRadius, \
        foregroundColor and the addVerifiedBadge ZStack with alignment guides omitted); the RoundedRectangle's \
        stroke is drawing only; the badge icon's aspectRatio(.fit) is omitted (a square icon in a square frame is \
        25x25 anyway); multilineTextAlignment, background and cornerRadius are drawing only; HeightSyncedRow is a \
        plain HStack until its preference arrives; the badge texts are the final source's. Sizes that never change \
        (by docs/text-metrics.md): title 'Event title' 11 x 14 = 154 by 35; location 'Location' 8 x 8.5 = 68 by \
        21.25; titles VStack 154 x 56.25 (two stacked Texts are 0 apart); header HStack(spacing: 15) offered 358: \
        available 358 - 30 - 8 (Spacer reserve) = 320, calendar (flexibility 0) offered 160 -> 82, titles offered \
        238 -> 154 (one line each), Spacer 84 + 8 = 92; header 358 x 82 whatever its height offer (flexibility 0); \
        titles at x 113, y header + (82 - 56.25)/2 = +12.875, location 35 below the title; headerSpacer x 282. \
        Placeholder text 'Image placeholder' 17 x 8.5 = 144.5 by 21.25 (one line at 358); the placeholder ZStack \
        offered height q is max(q, 21.25): minimum 21.25, flexibility infinite; its text centred at x 16 + (358 - \
        144.5)/2 = 122.75. Description: 50 sentences 'This is a description' = 1099 characters; at width 358 a line \
        holds floor(358 / 8.5) = 42 characters and greedy wrapping repeats every 4 lines of 31, 41, 40 and 38 \
        characters (7 sentences per 4 lines; 'This is a description This is a' / 'description This is a description \
        This is' / 'a description This is a description This' / 'is a description This is a description'), 49 \
        sentences in 28 lines plus the last on line 29: 29 lines, 616.25 tall; offered height h it keeps max(1, \
        floor(h / 21.25)) lines: minimum 21.25, flexibility 595. A truncated last line holds the next 41 characters \
        (trailing space dropped) plus the ellipsis: 42 characters = 357 wide when the 41st is a letter, 41 = 348.5 \
        when it is a space (only when the cut line starts with 'a description'). Badges: HStack of three, 8 apart \
        (padding makes them ordinary views): available 358 - 16 = 342, equal infinite flexibility, each 114 wide at \
        x 16, 138, 260; text width 104 holds 12 characters: 'Video call' / 'available' (2 lines), 'Files are' / \
        'attached' (2), 'Invites' / 'enabled, 5' / 'people' / 'maximum' (4). Inside a badge the icon (fixed frame: \
        the plain table) is 0.5 x 17 = 8.5 above the text (its maxWidth frame keeps the Text's vertical spacing); \
        the icon (flexibility 0) is sized first, so a badge offered height H answers 20 + 25 + 8.5 + 21.25 x \
        min(lines, max(1, floor((H - 53.5) / 21.25))): minimum 74.75, maximum 96 (badges 1, 2) and 138.5 (badge 3); \
        the list is as tall as badge 3: minimum 74.75, maximum 138.5, flexibility 63.75. Badge internals: icon at \
        (badge x + 5 + (104 - 25)/2, badge y + 10), badge text frame at (badge x + 5, badge y + 43.5), 104 wide. \
        Content VStack gaps (semantics §1.1 with text categories): header -> placeholder 14.875 (the header's bottom \
        edge carries the location Text's edgeBelowText 0.875 x 17, which meets the plain 0 of the placeholder's \
        top), placeholder -> description 8.5 (the description's edgeAboveText 0.5 x 17), description -> Spacer 0, \
        Spacer -> list 0: total 23.375; the Spacer is the -infinity group with minimum 8 (semantics §1.3, §2). So \
        the placeholder always starts at y 16 + 82 + 14.875 = 112.875. This and the other seed003-event-card-sheet \
        models use a half-height sheet, proposal 390 x 378 -> content proposed (358, 346), so that every tutorial \
        step changes the layout. Step 6 (the tutorial's final source): step 4 plus \
        EventInfoList().fixedSize(horizontal: false, vertical: true) instead of the priority. The list is proposed \
        nil height (semantics §7): every text shows all its lines, the list is 138.5 tall whatever it is offered \
        (flexibility 0); when placed, the HStack re-proposes its own height 138.5 (semantics §1.6), so badges 1 and \
        2 are 96 and centred at + 21.25. available = 346 - 23.375 - 8 = 314.625; header and list (both flexibility \
        0, declaration order), description, placeholder. header offered 78.66 -> 82 (232.625); list offered 77.54 -> \
        138.5 (94.125); description offered 47.0625 keeps 2 lines = 42.5 (51.625), line 2 is the 41-character \
        'description This is a description This is' + ellipsis, 357 wide, x 16.5; placeholder offered 51.625 -> 100 \
        (-48.375); Spacer 8. Content 82 + 100 + 42.5 + 8 + 138.5 + 23.375 = 394.375 (overflow), card 426.375. y: \
        placeholder 112.875 (text 152.25), description 221.375, Spacer 263.875, list 271.875, badges 1 and 2 at \
        293.125 (text 42.5 tall at 336.625), badge 3 at 271.875.
        """

    /// The frames `derivation` works out, by id (drawn frames in root
    /// coordinates), as in the model file's `expect`: `layoutlp check` on
    /// the built-in model meets them with both engines.
    static let expectedFrames: [ModelID: ExpectedFrame] = [
        "card": ExpectedFrame(x: 0, y: 0, width: 390, height: 426.375),
        "content": ExpectedFrame(x: 16, y: 16, width: 358, height: 394.375),
        "header": ExpectedFrame(x: 16, y: 16, width: 358, height: 82),
        "calendar": ExpectedFrame(x: 16, y: 16, width: 82, height: 82),
        "calendarImage": ExpectedFrame(x: 32, y: 32, width: 50, height: 50),
        "titles": ExpectedFrame(x: 113, y: 28.875, width: 154, height: 56.25),
        "title": ExpectedFrame(x: 113, y: 28.875, width: 154, height: 35),
        "location": ExpectedFrame(x: 113, y: 63.875, width: 68, height: 21.25),
        "headerSpacer": ExpectedFrame(x: 282, y: 57, width: 92, height: 0),
        "placeholder": ExpectedFrame(x: 16, y: 112.875, width: 358, height: 100),
        "placeholderShape": ExpectedFrame(x: 16, y: 112.875, width: 358, height: 100),
        "placeholderText": ExpectedFrame(x: 122.75, y: 152.25, width: 144.5, height: 21.25),
        "placeholderStack": ExpectedFrame(x: 16, y: 112.875, width: 358, height: 100),
        "description": ExpectedFrame(x: 16.5, y: 221.375, width: 357, height: 42.5),
        "spacer": ExpectedFrame(x: 195, y: 263.875, width: 0, height: 8),
        "infoList": ExpectedFrame(x: 16, y: 271.875, width: 358, height: 138.5),
        "badge1": ExpectedFrame(x: 16, y: 293.125, width: 114, height: 96),
        "badge2": ExpectedFrame(x: 138, y: 293.125, width: 114, height: 96),
        "badge3": ExpectedFrame(x: 260, y: 271.875, width: 114, height: 138.5),
        "badge1Icon": ExpectedFrame(x: 60.5, y: 303.125, width: 25, height: 25),
        "badge1Text": ExpectedFrame(x: 21, y: 336.625, width: 104, height: 42.5),
    ]

    /// The tutorial's `makeDescription()`: 50 times "This is a description ".
    static let description = Array(repeating: "This is a description", count: 50).joined(separator: " ")

    static var contentView: ViewNode {
        VStack {
            eventHeader
            ZStack {
                RoundedRectangle().id("placeholderShape")
                Text("Image placeholder").id("placeholderText")
            }
            .id("placeholderStack")
            .layoutPriority(-1)
            .frame(minHeight: 100).id("placeholder")
            Text(description).id("description")
            Spacer().id("spacer")
            HStack {
                badge("Video call available", icon: "badge1Icon", text: "badge1Text").id("badge1")
                badge("Files are attached", icon: nil, text: nil).id("badge2")
                badge("Invites enabled, 5 people maximum", icon: nil, text: nil).id("badge3")
            }
            .id("infoList")
            .fixedSize(horizontal: false, vertical: true)
        }
        .id("content")
        .padding().id("card")
    }

    static var eventHeader: ViewNode {
        HStack(spacing: 15) {
            Image(width: 50, height: 50).resizable().id("calendarImage")
                .frame(width: 50, height: 50)
                .padding().id("calendar")
            VStack(alignment: .leading) {
                // .font(.title) is 28 points on iOS.
                Text("Event title", fontSize: 28).id("title")
                Text("Location").id("location")
            }
            .id("titles")
            Spacer().id("headerSpacer")
        }
        .id("header")
    }

    /// One info badge: an icon over its label, which takes the badge's width.
    static func badge(_ label: String, icon: String?, text: String?) -> ViewNode {
        var iconView = Image(width: 25, height: 25).resizable().frame(width: 25, height: 25)
        if let icon { iconView = iconView.id(icon) }
        var textView = Text(label).frame(maxWidth: .infinity)
        if let text { textView = textView.id(text) }
        return VStack {
            iconView; textView
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 5)
    }
}
