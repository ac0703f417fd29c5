import LayoutModel

/// Seed 000's host views written in the DSL, shared by the greedy tests and
/// the test that ties them to the seed's model files.
public enum NookSamples {
    /// Seed 000's MyHomeView: a leading VStack with spacing 0 holding the
    /// answer, the seed's `Text("Answer text …")`, padded by the leading
    /// and trailing `nookContentInsets`, a `Spacer(minLength: 0)`, and a
    /// command row (two 24 x 24 buttons in an HStack) that spans the column
    /// with `frame(maxWidth: .infinity, alignment: .leading)` and is padded by
    /// the leading, trailing and bottom insets.
    public static func myHomeView() -> ViewNode {
        VStack(alignment: .leading, spacing: 0) {
            Text("Answer text …").id("answer")
                .padding(.leading, .nookContentInsets(.leading))
                .padding(.trailing, .nookContentInsets(.trailing)).id("answerRow")
            Spacer(minLength: 0).id("gap")
            HStack {
                Fixed(width: 24, height: 24).id("button1")
                Fixed(width: 24, height: 24).id("button2")
            }
            .frame(maxWidth: .infinity, alignment: .leading).id("commandFrame")
            .padding(.leading, .nookContentInsets(.leading))
            .padding(.trailing, .nookContentInsets(.trailing))
            .padding(.bottom, .nookContentInsets(.bottom)).id("commandRow")
        }
        .id("home")
    }

    /// Seed 000's LayoutNook configuration: expandedWidth 600, radii 19/24,
    /// expandedContentInsets top 0, bottom 2, leading 8, trailing 8.
    public static let layoutNookConfiguration = NookConfiguration(
        expandedWidth: 600,
        style: NookStyle(
            topCornerRadius: 19, bottomCornerRadius: 24,
            expandedContentInsets: EdgeInsets(top: 0, leading: 8, bottom: 2, trailing: 8)))
}
