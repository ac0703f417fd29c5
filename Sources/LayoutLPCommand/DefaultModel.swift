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
            description: "Seed 003's event card (built in; Text measured with LayoutLP's deterministic metrics).",
            proposal: ProposedViewSize(width: 390, height: 378),
            root: contentView)
    }

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
        return VStack { iconView; textView }
            .padding(.vertical, 10)
            .padding(.horizontal, 5)
    }
}
