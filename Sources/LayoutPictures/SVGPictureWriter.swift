import LayoutModel

/// Draws a `LayoutPicture` as SVG, in this order so that later things are on
/// top: background, proposal outline, boxes (pre-order, so deeper nodes are
/// drawn later and inside; for each node every result in turn), labels,
/// caption and legend.
///
/// The SVG's user unit is the model's point: a box's `x`, `y`, `width` and
/// `height` are its (clamped) drawn frame. Text and strokes are sized in
/// screen pixels through `PictureStyle`.
struct SVGPictureWriter {
    let picture: LayoutPicture

    private var tree: LayoutTree { picture.tree }

    func write() -> String {
        let drawn = picture.results.map { $0.drawnFrames(in: tree) }
        let rootSize = drawn.first.flatMap { tree.root < $0.count ? $0[tree.root].size : nil }
        let outline = ProposalOutline(proposal: picture.proposal, rootSize: rootSize, engine: picture.results.first?.engine)
        let extent = PictureExtent(frames: drawn.flatMap { $0 }, outline: outline)
        let boxes = drawn.map { $0.map(extent.clamp) }
        let style = PictureStyle(width: extent.horizontal.length, height: extent.vertical.length)
        let caption = PictureCaption(picture: picture, outline: outline,
                                     clampedBoxes: boxes.reduce(0) { $0 + $1.filter(\.isClamped).count })
        let legend = picture.results.count > 1 ? picture.results.count : 0

        // The caption sits under the drawing and may widen the picture.
        let padding = style.points(PictureStyle.paddingPixels)
        let captionFont = style.points(PictureStyle.captionPixels), captionLine = captionFont * 1.4
        let longest = caption.lines.map(\.count).max() ?? 0
        let captionWidth = Double(longest) * PictureStyle.characterWidth * captionFont
        let view = Rect(x: extent.horizontal.lower - padding, y: extent.vertical.lower - padding,
                        width: max(extent.horizontal.length, captionWidth) + 2 * padding,
                        height: extent.vertical.length + 2 * padding + Double(caption.lines.count + legend) * captionLine + padding)

        var svg = SVGWriter()
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", PictureNumber.svg((view.width * style.pixelsPerPoint).rounded(.up))),
            ("height", PictureNumber.svg((view.height * style.pixelsPerPoint).rounded(.up))),
            ("viewBox", [view.x, view.y, view.width, view.height].map(PictureNumber.svg).joined(separator: " ")),
            ("font-family", PictureStyle.fontFamily),
            ("data-pixels-per-point", PictureNumber.svg(style.pixelsPerPoint)),
        ])
        svg.element("title", [], content: picture.title)
        svg.element("rect", [("data-role", "background")] + geometry(view) + [("fill", PictureStyle.background)])
        drawOutline(outline, extent: extent, style: style, into: &svg)
        drawBoxes(boxes, style: style, into: &svg)
        drawLabels(drawn: drawn, boxes: boxes, extent: extent, style: style, into: &svg)

        svg.open("g", [("data-layer", "caption"), ("font-size", PictureNumber.svg(captionFont)), ("fill", PictureStyle.text)])
        var baseline = extent.vertical.upper + padding + captionLine
        for line in caption.lines {
            svg.element("text", [("data-role", "caption"), ("x", PictureNumber.svg(extent.horizontal.lower)),
                                 ("y", PictureNumber.svg(baseline)), ("xml:space", "preserve")], content: line)
            baseline += captionLine
        }
        for (index, result) in picture.results.enumerated() where legend > 0 {
            drawLegendEntry(index, engine: result.engine, x: extent.horizontal.lower, baseline: baseline,
                            font: captionFont, style: style, into: &svg)
            baseline += captionLine
        }
        svg.close("g")
        svg.close("svg")
        return svg.text
    }

    // MARK: Steps

    /// The root proposal: a dashed rectangle at the origin, or (one axis
    /// known) its two edges across the visible extent, or nothing.
    private func drawOutline(_ outline: ProposalOutline, extent: PictureExtent, style: PictureStyle, into svg: inout SVGWriter) {
        let stroke: [SVGWriter.Attribute] = [
            ("fill", "none"), ("stroke", PictureStyle.outline),
            ("stroke-width", PictureNumber.svg(style.points(PictureStyle.strokePixels))),
            ("stroke-dasharray", dashes([3, 3], style)),
        ]
        svg.open("g", [("data-layer", "proposal")])
        switch (outline.width, outline.height) {
        case let (width?, height?):
            svg.element("rect", [("data-role", "proposal")] + geometry(Rect(x: 0, y: 0, width: width, height: height)) + stroke)
        case let (length?, nil), let (nil, length?):
            // Two edges perpendicular to the known axis, across the whole extent.
            let axis: Axis = outline.width != nil ? .horizontal : .vertical
            let across = extent[axis.other]
            for position in [0, length] {
                let from = Point(axis, main: position, cross: across.lower), to = Point(axis, main: position, cross: across.upper)
                svg.element("line", [("data-role", "proposal"), ("x1", PictureNumber.svg(from.x)), ("y1", PictureNumber.svg(from.y)),
                                     ("x2", PictureNumber.svg(to.x)), ("y2", PictureNumber.svg(to.y))] + stroke)
            }
        case (nil, nil): break
        }
        svg.close("g")
    }

    private func drawBoxes(_ boxes: [[ClampedFrame]], style: PictureStyle, into svg: inout SVGWriter) {
        let depths = self.depths()
        let differing = Set(picture.differingNodes)
        svg.open("g", [("data-layer", "boxes")])
        for index in tree.preorder {
            let node = tree[index]
            for (resultIndex, result) in picture.results.enumerated() where index < boxes[resultIndex].count {
                let box = boxes[resultIndex][index]
                let stroke = PictureStyle.stroke(forResult: resultIndex)
                let depthColour = PictureStyle.depthColour(depths[index])
                var attributes: [SVGWriter.Attribute] = [("data-node", String(index))]
                if let id = node.id { attributes.append(("data-id", id)) }
                attributes += [("data-name", node.element.name), ("data-path", node.path),
                               ("data-depth", String(depths[index])), ("data-engine", result.engine)]
                if box.isClamped {
                    attributes.append(("data-clamped", box.clampedAxes.map { $0 == .horizontal ? "width" : "height" }.joined(separator: " ")))
                }
                let differs = differing.contains(index)
                if differs { attributes.append(("data-differs", "true")) }
                attributes += geometry(box.rect)
                attributes += stroke.filled
                    ? [("fill", depthColour), ("fill-opacity", "0.07")]
                    : [("fill", "none")]
                attributes.append(("stroke", differs ? PictureStyle.highlight : stroke.colour ?? depthColour))
                attributes.append(("stroke-width",
                                   PictureNumber.svg(style.points(differs ? PictureStyle.highlightPixels : PictureStyle.strokePixels))))
                if let dash = stroke.dashPixels { attributes.append(("stroke-dasharray", dashes(dash, style))) }
                svg.element("rect", attributes)
            }
        }
        svg.close("g")
    }

    /// One label per node, at its first result's box: the id (or the view
    /// type or modifier name) and its size, every result's size when they
    /// differ, `clamped` when a box was clamped; `✗` and red when the node
    /// differs.
    private func drawLabels(drawn: [[Rect]], boxes: [[ClampedFrame]], extent: PictureExtent, style: PictureStyle,
                            into svg: inout SVGWriter) {
        let font = style.points(PictureStyle.labelPixels)
        let bounds = Rect(x: extent.horizontal.lower, y: extent.vertical.lower,
                          width: extent.horizontal.length, height: extent.vertical.length)
        var placer = LabelPlacer(bounds: bounds, fontSize: font, inset: style.points(3))
        let differing = Set(picture.differingNodes)
        svg.open("g", [("data-layer", "labels"), ("font-size", PictureNumber.svg(font)),
                       ("stroke", PictureStyle.background), ("stroke-width", PictureNumber.svg(style.points(3))),
                       ("stroke-linejoin", "round"), ("paint-order", "stroke")])
        for index in tree.preorder {
            let present = drawn.indices.filter { index < drawn[$0].count }
            guard let first = present.first else { continue }
            let node = tree[index]
            let sizes = present.map { drawn[$0][index].size }
            let same = sizes.allSatisfy {
                picture.tolerance.equal($0.width, sizes[0].width) && picture.tolerance.equal($0.height, sizes[0].height)
            }
            var text = (node.id ?? node.element.name) + " "
                + (same ? PictureNumber.size(sizes[0]) : sizes.map(PictureNumber.size).joined(separator: " | "))
            if present.contains(where: { boxes[$0][index].isClamped }) { text += " clamped" }
            let differs = differing.contains(index)
            if differs { text = "✗ " + text }
            let origin = placer.place(text, in: boxes[first][index].rect)
            svg.element("text", [("data-label-for", String(index)), ("x", PictureNumber.svg(origin.x)),
                                 ("y", PictureNumber.svg(origin.y)),
                                 ("fill", differs ? PictureStyle.highlight : PictureStyle.text), ("xml:space", "preserve")],
                        content: text)
        }
        svg.close("g")
    }

    /// A short line in the result's stroke, then its engine and style.
    private func drawLegendEntry(_ index: Int, engine: String, x: Double, baseline: Double, font: Double, style: PictureStyle,
                                 into svg: inout SVGWriter) {
        let stroke = PictureStyle.stroke(forResult: index)
        let length = style.points(28), middle = baseline - font * 0.35
        var attributes: [SVGWriter.Attribute] = [
            ("data-role", "legend"), ("data-engine", engine),
            ("x1", PictureNumber.svg(x)), ("y1", PictureNumber.svg(middle)),
            ("x2", PictureNumber.svg(x + length)), ("y2", PictureNumber.svg(middle)),
            ("stroke", stroke.colour ?? PictureStyle.depthColour(0)),
            ("stroke-width", PictureNumber.svg(style.points(PictureStyle.strokePixels * 1.5))),
        ]
        if let dash = stroke.dashPixels { attributes.append(("stroke-dasharray", dashes(dash, style))) }
        svg.element("line", attributes)
        svg.element("text", [("data-role", "legend"), ("x", PictureNumber.svg(x + length + style.points(6))),
                             ("y", PictureNumber.svg(baseline))],
                    content: "\(engine): \(stroke.name)\(stroke.colour == nil ? ", coloured by depth" : "")")
    }

    // MARK: Helpers

    /// Each node's nesting depth, the root 0.
    private func depths() -> [Int] {
        var depths = [Int](repeating: 0, count: tree.nodes.count)
        for index in tree.preorder {
            for child in tree[index].children { depths[child] = depths[index] + 1 }
        }
        return depths
    }

    private func geometry(_ rect: Rect) -> [SVGWriter.Attribute] {
        [("x", PictureNumber.svg(rect.x)), ("y", PictureNumber.svg(rect.y)),
         ("width", PictureNumber.svg(rect.width)), ("height", PictureNumber.svg(rect.height))]
    }

    private func dashes(_ pixels: [Double], _ style: PictureStyle) -> String {
        pixels.map { PictureNumber.svg(style.points($0)) }.joined(separator: " ")
    }
}
