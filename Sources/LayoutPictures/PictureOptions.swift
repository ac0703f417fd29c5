/// What a `LayoutPicture` shows besides its boxes, for a figure in a paper
/// or a picture to debug with.
public struct PictureOptions: Sendable, Hashable {
    /// Label only the nodes with a model id, with the id alone (no view type,
    /// no size), and leave out the boxes of modifiers without an id (a
    /// modifier is drawn when its id names it, as `padding #card`).
    public var idsOnly: Bool
    /// The caption under the drawing: the title, the proposal, the engines,
    /// clamped boxes and differing nodes. Off for a figure whose caption the
    /// paper writes.
    public var caption: Bool
    /// Draw each Text's lines inside its box, wrapped and truncated as the
    /// text metrics lay them out (docs/text-metrics.md).
    public var textContent: Bool
    /// A scale bar under the drawing: a round length in points.
    public var scaleBar: Bool

    /// Options; by default everything but ids-only is on (a picture to debug with).
    public init(idsOnly: Bool = false, caption: Bool = true, textContent: Bool = true, scaleBar: Bool = true) {
        self.idsOnly = idsOnly
        self.caption = caption
        self.textContent = textContent
        self.scaleBar = scaleBar
    }
}
