import LayoutModel

/// The dashed outline of the root proposal, at the origin where the root's
/// container sits (the model format places it at (0, 0)).
///
/// Per axis the outline is as long as the proposal's component when that is
/// finite (and within `LayoutPicture.coordinateLimit`); otherwise (nil,
/// infinite or huge) as long as the root's drawn size on that axis when that
/// is finite and within the limit; otherwise that axis is not outlined. Every
/// fallback is said in `notes`, which the caption prints.
struct ProposalOutline: Sendable {
    /// The outlined length along each axis, nil where nothing is outlined.
    private(set) var width: Double?
    private(set) var height: Double?
    /// One sentence per axis whose length is not the proposal's own.
    private(set) var notes: [String] = []

    /// - Parameters:
    ///   - rootSize: the root's drawn size in the first result, if any.
    ///   - engine: the engine that result came from, named in notes.
    init(proposal: ProposedViewSize, rootSize: Size?, engine: String?) {
        for axis in Axis.allCases {
            let name = axis == .horizontal ? "width" : "height"
            let component = proposal[axis]
            if let component, PictureExtent.isBounded(component), component >= 0 {
                self[axis] = component
                continue
            }
            let stated = "proposal \(name) \(PictureNumber.proposal(component))"
            if let root = rootSize?[axis], PictureExtent.isBounded(root), root >= 0 {
                self[axis] = root
                notes.append("\(stated): outlined at the root's \(name) \(PictureNumber.label(root)) (\(engine ?? "no engine"))")
            } else {
                let root = rootSize.map { "the root's \(name) is \(PictureNumber.label($0[axis]))" } ?? "no result"
                notes.append("\(stated): not outlined (\(root))")
            }
        }
    }

    /// The outlined length along `axis`.
    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            switch axis {
            case .horizontal: width = newValue
            case .vertical: height = newValue
            }
        }
    }
}
