import LayoutModel

/// The model `layoutlp` solves when given no file: the finished event card of
/// seed 003 (its last step, with the placeholder's priority and minimum height
/// and the info list fixed vertically), written with the DSL. It is the same
/// problem as Models/seeds/seed003-event-card-sheet-6-info-list-fixed-size.json,
/// whose description derives every frame by hand; a test keeps them equal.
enum DefaultModel {
    static let name = "seed003-event-card-sheet-6-info-list-fixed-size"

    static var problem: LayoutProblem {
        LayoutProblem(
            name: name,
            description: "Seed 003's event card (built in; text stand-ins are fixed views or flexible colours).",
            proposal: ProposedViewSize(width: 390, height: 378),
            root: contentView)
    }

    static var contentView: ViewNode {
        VStack {
            eventHeader
            ZStack {
                RoundedRectangle().id("placeholderShape")
                Fixed(width: 140, height: 20).id("placeholderText")
            }
            .id("placeholderStack")
            .layoutPriority(-1)
            .frame(minHeight: 100).id("placeholder")
            // The long description: one line (20) up to its whole 460, ideally 460.
            Color().frame(minHeight: 20, idealHeight: 460, maxHeight: 460).id("description")
            Spacer().id("spacer")
            HStack {
                badge(icon: "badge1Icon", text: "badge1Text").id("badge1")
                badge(icon: nil, text: nil).id("badge2")
                badge(icon: nil, text: nil).id("badge3")
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
                Fixed(width: 140, height: 34).id("title")
                Fixed(width: 70, height: 20).id("location")
            }
            .id("titles")
            Spacer().id("headerSpacer")
        }
        .id("header")
    }

    /// One info badge: an icon over two lines of text (truncatable to one).
    static func badge(icon: String?, text: String?) -> ViewNode {
        var iconView = Image(width: 25, height: 25).resizable().frame(width: 25, height: 25)
        if let icon { iconView = iconView.id(icon) }
        var textView = Color().frame(minHeight: 20, idealHeight: 40, maxHeight: 40).frame(maxWidth: .infinity)
        if let text { textView = textView.id(text) }
        return VStack { iconView; textView }
            .padding(.vertical, 10)
            .padding(.horizontal, 5)
    }
}
