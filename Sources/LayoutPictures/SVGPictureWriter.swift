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
        let options = picture.options
        let drawn = picture.results.map { $0.drawnFrames(in: tree) }
        let rootSize = drawn.first.flatMap { tree.root < $0.count ? $0[tree.root].size : nil }
        let outline = ProposalOutline(proposal: picture.proposal, rootSize: rootSize, engine: picture.results.first?.engine)
        let extent = PictureExtent(frames: drawn.flatMap { $0 }, outline: outline)
        let boxes = drawn.map { $0.map(extent.clamp) }
        let style = PictureStyle(width: extent.horizontal.length, height: extent.vertical.length)
        let caption =
            options.caption
            ? PictureCaption(picture: picture, outline: outline, clampedBoxes: boxes.reduce(0) { $0 + $1.filter(\.isClamped).count }).lines
            : []
        let legend = picture.results.count > 1 ? picture.results.count : 0
        let labels = placeLabels(drawn: drawn, boxes: boxes, extent: extent, style: style)
        let scale = options.scaleBar ? ScaleBar(visibleLength: extent.horizontal.length) : nil

        // The footer sits under the drawing (scale bar, labels that found no
        // room, caption, engine legend) and may widen the picture.
        let padding = style.points(PictureStyle.paddingPixels)
        let captionFont = style.points(PictureStyle.captionPixels), captionLine = captionFont * 1.4
        let footerTexts = caption + labels.legend + (scale.map { [$0.label] } ?? [])
        let longest = footerTexts.map(\.count).max() ?? 0
        let captionWidth = Double(longest) * PictureStyle.characterWidth * captionFont
        let footerLines = (scale == nil ? 0 : 1) + labels.legend.count + caption.count + legend
        let view = Rect(
            x: extent.horizontal.lower - padding, y: extent.vertical.lower - padding,
            width: max(extent.horizontal.length, captionWidth) + 2 * padding,
            height: extent.vertical.length + 2 * padding + Double(footerLines) * captionLine + (footerLines > 0 ? padding : 0))

        var svg = SVGWriter()
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.open(
            "svg",
            [
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
        if options.textContent { drawTextContent(boxes: boxes, into: &svg) }
        drawLabels(labels, style: style, into: &svg)

        svg.open("g", [("data-layer", "caption"), ("font-size", PictureNumber.svg(captionFont)), ("fill", PictureStyle.text)])
        var baseline = extent.vertical.upper + padding + captionLine
        if let scale {
            drawScaleBar(scale, x: extent.horizontal.lower, baseline: baseline, font: captionFont, style: style, into: &svg)
            baseline += captionLine
        }
        for line in labels.legend {
            svg.element(
                "text",
                [
                    ("data-role", "label-legend"), ("x", PictureNumber.svg(extent.horizontal.lower)),
                    ("y", PictureNumber.svg(baseline)), ("xml:space", "preserve"),
                ], content: line)
            baseline += captionLine
        }
        for line in caption {
            svg.element(
                "text",
                [
                    ("data-role", "caption"), ("x", PictureNumber.svg(extent.horizontal.lower)),
                    ("y", PictureNumber.svg(baseline)), ("xml:space", "preserve"),
                ], content: line)
            baseline += captionLine
        }
        for (index, result) in picture.results.enumerated() where legend > 0 {
            drawLegendEntry(
                index, engine: result.engine, x: extent.horizontal.lower, baseline: baseline,
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
                svg.element(
                    "line",
                    [
                        ("data-role", "proposal"), ("x1", PictureNumber.svg(from.x)), ("y1", PictureNumber.svg(from.y)),
                        ("x2", PictureNumber.svg(to.x)), ("y2", PictureNumber.svg(to.y)),
                    ] + stroke)
            }
        case (nil, nil): break
        }
        svg.close("g")
    }

    private func drawBoxes(_ boxes: [[ClampedFrame]], style: PictureStyle, into svg: inout SVGWriter) {
        let depths = self.depths()
        let differing = Set(picture.differingNodes)
        svg.open("g", [("data-layer", "boxes")])
        for index in tree.preorder where isDrawn(index) {
            let node = tree[index]
            for (resultIndex, result) in picture.results.enumerated() where index < boxes[resultIndex].count {
                let box = boxes[resultIndex][index]
                let stroke = PictureStyle.stroke(forResult: resultIndex)
                let depthColour = PictureStyle.depthColour(depths[index])
                var attributes: [SVGWriter.Attribute] = [("data-node", String(index))]
                if let id = node.id { attributes.append(("data-id", id)) }
                attributes += [
                    ("data-name", node.element.name), ("data-path", node.path),
                    ("data-depth", String(depths[index])), ("data-engine", result.engine),
                ]
                if box.isClamped {
                    attributes.append(
                        ("data-clamped", box.clampedAxes.map { $0 == .horizontal ? "width" : "height" }.joined(separator: " ")))
                }
                let differs = differing.contains(index)
                if differs { attributes.append(("data-differs", "true")) }
                attributes += geometry(box.rect)
                attributes +=
                    stroke.filled
                    ? [("fill", depthColour), ("fill-opacity", "0.07")]
                    : [("fill", "none")]
                // Each engine keeps its own hue where it differs too (a thick
                // stroke); red is the difference's alone: its label and ✗.
                attributes.append(("stroke", stroke.colour ?? depthColour))
                attributes.append(
                    (
                        "stroke-width",
                        PictureNumber.svg(style.points(differs ? PictureStyle.highlightPixels : PictureStyle.strokePixels))
                    ))
                if let dash = stroke.dashPixels { attributes.append(("stroke-dasharray", dashes(dash, style))) }
                svg.element("rect", attributes)
            }
        }
        svg.close("g")
    }

    /// Whether `index`'s box is drawn: always, except a modifier without an
    /// id when only ids are shown. Views' names are capitalised (`HStack`),
    /// modifiers' are not (`padding`).
    private func isDrawn(_ index: Int) -> Bool {
        let node = tree[index]
        return !picture.options.idsOnly || node.id != nil || node.element.name.first?.isUppercase == true
    }

    /// The labels, placed: each at its box when a line is free there,
    /// else a numbered marker at the box and the label in the legend under
    /// the drawing, so that no label is drawn over another.
    struct Labels {
        struct Label {
            var node: Int
            var text: String
            var origin: Point
            var differs: Bool
            /// The marker's number when the label itself is in the legend.
            var marker: Int?
            /// The box labelled (its first result's), for a leader line.
            var box: Rect
        }
        var placed: [Label] = []
        /// `[n] label` lines for the labels that found no room at their box.
        var legend: [String] = []
        /// The labels past ``SVGPictureWriter/legendLimit``, neither drawn nor listed.
        var omitted = 0
    }

    /// One label per node, at its first result's box: the id (or the view
    /// type or modifier name) and its size, every result's size when they
    /// differ, `clamped` when a box was clamped; `✗` and red when the node
    /// differs. With ids only, the id alone and only for nodes with one.
    private func placeLabels(drawn: [[Rect]], boxes: [[ClampedFrame]], extent: PictureExtent, style: PictureStyle) -> Labels {
        let font = style.points(PictureStyle.labelPixels)
        let bounds = Rect(
            x: extent.horizontal.lower, y: extent.vertical.lower,
            width: extent.horizontal.length, height: extent.vertical.length)
        var placer = LabelPlacer(bounds: bounds, fontSize: font, inset: style.points(3))
        let differing = Set(picture.differingNodes)
        var labels = Labels()
        for index in tree.preorder {
            let present = drawn.indices.filter { index < drawn[$0].count }
            guard let first = present.first else { continue }
            let node = tree[index]
            if picture.options.idsOnly, node.id == nil { continue }
            let sizes = present.map { drawn[$0][index].size }
            let same = sizes.allSatisfy {
                picture.tolerance.equal($0.width, sizes[0].width) && picture.tolerance.equal($0.height, sizes[0].height)
            }
            var text: String
            if picture.options.idsOnly, let id = node.id {
                text = id
            } else {
                text =
                    (node.id ?? node.element.name) + " "
                    + (same ? PictureNumber.size(sizes[0]) : sizes.map(PictureNumber.size).joined(separator: " | "))
                if present.contains(where: { boxes[$0][index].isClamped }) { text += " clamped" }
            }
            let differs = differing.contains(index)
            if differs { text = "✗ " + text }
            let box = boxes[first][index].rect
            if let origin = placer.placeWithoutOverlap(text, in: box) {
                labels.placed.append(Labels.Label(node: index, text: text, origin: origin, differs: differs, marker: nil, box: box))
                continue
            }
            guard labels.legend.count < Self.legendLimit else {
                labels.omitted += 1
                continue
            }
            let number = labels.legend.count + 1
            let marker = "[\(number)]"
            if let origin = placer.placeWithoutOverlap(marker, in: box, acrossBox: true) {
                labels.placed.append(Labels.Label(node: index, text: marker, origin: origin, differs: differs, marker: number, box: box))
                labels.legend.append("\(marker) \(text)")
            } else {
                labels.legend.append("\(marker) \(text) (no room to mark it: box at \(PictureNumber.frame(drawn[first][index])))")
            }
        }
        if labels.omitted > 0 {
            labels.legend.append(
                "… and \(labels.omitted) more label\(labels.omitted == 1 ? "" : "s") without room, not drawn "
                    + "(the legend stops at \(Self.legendLimit); --ids-only labels fewer nodes)")
        }
        return labels
    }

    /// The most labels the legend under the drawing lists; the labels past
    /// it are counted in one last line, so a model of thousands of small
    /// boxes (a 3,000-cell Grid) keeps a picture a converter can rasterise.
    static let legendLimit = 50

    private func drawLabels(_ labels: Labels, style: PictureStyle, into svg: inout SVGWriter) {
        let font = style.points(PictureStyle.labelPixels)
        svg.open(
            "g",
            [
                ("data-layer", "labels"), ("font-size", PictureNumber.svg(font)),
                ("stroke", PictureStyle.background), ("stroke-width", PictureNumber.svg(style.points(3))),
                ("stroke-linejoin", "round"), ("paint-order", "stroke"),
            ])
        for label in labels.placed {
            drawLeader(label, font: font, style: style, into: &svg)
        }
        for label in labels.placed {
            var attributes: [SVGWriter.Attribute] = [("data-label-for", String(label.node))]
            if let marker = label.marker { attributes.append(("data-marker", String(marker))) }
            attributes += [
                ("x", PictureNumber.svg(label.origin.x)), ("y", PictureNumber.svg(label.origin.y)),
                ("fill", label.differs ? PictureStyle.highlight : PictureStyle.text), ("xml:space", "preserve"),
            ]
            svg.element("text", attributes, content: label.text)
        }
        svg.close("g")
    }

    /// A thin line from a label or marker that sits outside its box (moved
    /// away from a crowded corner) to the nearest point of the box, so it
    /// still points at its node.
    private func drawLeader(_ label: Labels.Label, font: Double, style: PictureStyle, into svg: inout SVGWriter) {
        let marker = Rect(
            x: label.origin.x, y: label.origin.y - font * 0.95,
            width: Double(label.text.count) * PictureStyle.characterWidth * font, height: font * 1.25)
        let box = label.box
        let inside =
            marker.x < box.x + box.width && box.x < marker.x + marker.width
            && marker.y < box.y + box.height && box.y < marker.y + marker.height
        guard !inside else { return }
        // From the label's leading edge, so that stacked labels' leaders run beside them, not through them.
        let from = Point(x: marker.x - style.points(2), y: marker.y + marker.height / 2)
        let to = Point(x: min(max(from.x, box.x), box.x + box.width), y: min(max(from.y, box.y), box.y + box.height))
        svg.element(
            "line",
            [
                ("data-leader-for", String(label.node)), ("x1", PictureNumber.svg(from.x)), ("y1", PictureNumber.svg(from.y)),
                ("x2", PictureNumber.svg(to.x)), ("y2", PictureNumber.svg(to.y)), ("stroke", PictureStyle.textContent),
                ("stroke-width", PictureNumber.svg(style.points(0.75))),
            ])
    }

    /// Each Text's lines inside its (first result's) box, as the text
    /// metrics wrap and truncate them at the box's size: a monospace font
    /// stretched to the metrics' advance (`textLength`), grey under the labels.
    private func drawTextContent(boxes: [[ClampedFrame]], into svg: inout SVGWriter) {
        guard let frames = boxes.first else { return }
        svg.open("g", [("data-layer", "text-content"), ("fill", PictureStyle.textContent)])
        for index in tree.preorder where index < frames.count {
            guard case .text(let string, let fontSize, _) = tree[index].element else { continue }
            let box = frames[index].rect
            guard box.width > 0, box.height > 0, fontSize > 0, fontSize.isFinite else { continue }
            let layout = TextLayout(string, fontSize: fontSize, proposal: ProposedViewSize(width: box.width, height: box.height))
            let advance = TextMetrics.advance(fontSize: fontSize), lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
            for (number, line) in layout.lines.enumerated() where !line.isEmpty {
                let baseline = box.y + layout.firstBaseline + Double(number) * lineHeight
                guard baseline <= box.y + box.height + 1e-9 else { break }
                svg.element(
                    "text",
                    [
                        ("data-text-for", String(index)), ("x", PictureNumber.svg(box.x)), ("y", PictureNumber.svg(baseline)),
                        ("font-size", PictureNumber.svg(advance / PictureStyle.characterWidth)),
                        ("textLength", PictureNumber.svg(Double(TextLayout.characterCount(line)) * advance)),
                        ("lengthAdjust", "spacingAndGlyphs"), ("xml:space", "preserve"),
                    ], content: line)
            }
        }
        svg.close("g")
    }

    /// A bar `scale.length` points long with end ticks, and its length.
    private func drawScaleBar(
        _ scale: ScaleBar, x: Double, baseline: Double, font: Double, style: PictureStyle,
        into svg: inout SVGWriter
    ) {
        let middle = baseline - font * 0.35, tick = font * 0.35
        let stroke: [SVGWriter.Attribute] = [
            ("stroke", PictureStyle.text),
            ("stroke-width", PictureNumber.svg(style.points(PictureStyle.strokePixels))),
        ]
        svg.open("g", [("data-role", "scale-bar"), ("data-length", PictureNumber.svg(scale.length))])
        svg.element(
            "line",
            [
                ("x1", PictureNumber.svg(x)), ("y1", PictureNumber.svg(middle)),
                ("x2", PictureNumber.svg(x + scale.length)), ("y2", PictureNumber.svg(middle)),
            ] + stroke)
        for end in [x, x + scale.length] {
            svg.element(
                "line",
                [
                    ("x1", PictureNumber.svg(end)), ("y1", PictureNumber.svg(middle - tick)),
                    ("x2", PictureNumber.svg(end)), ("y2", PictureNumber.svg(middle + tick)),
                ] + stroke)
        }
        svg.element(
            "text", [("x", PictureNumber.svg(x + scale.length + style.points(6))), ("y", PictureNumber.svg(baseline))],
            content: scale.label)
        svg.close("g")
    }

    /// A short line in the result's stroke, then its engine and style.
    private func drawLegendEntry(
        _ index: Int, engine: String, x: Double, baseline: Double, font: Double, style: PictureStyle,
        into svg: inout SVGWriter
    ) {
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
        svg.element(
            "text",
            [
                ("data-role", "legend"), ("x", PictureNumber.svg(x + length + style.points(6))),
                ("y", PictureNumber.svg(baseline)),
            ],
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
        [
            ("x", PictureNumber.svg(rect.x)), ("y", PictureNumber.svg(rect.y)),
            ("width", PictureNumber.svg(rect.width)), ("height", PictureNumber.svg(rect.height)),
        ]
    }

    private func dashes(_ pixels: [Double], _ style: PictureStyle) -> String {
        pixels.map { PictureNumber.svg(style.points($0)) }.joined(separator: " ")
    }
}
