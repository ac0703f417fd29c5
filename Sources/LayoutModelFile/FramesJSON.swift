import LayoutModel

/// The JSON that `layoutlp solve --json` prints, as the model-format contract
/// defines it: `{ "engine": …, "frames": { id: { "x", "y", "width", "height" } } }`,
/// ids sorted by Unicode scalars, plain JSON numbers, an infinite length as the string "infinity".
public enum FramesJSON {
    /// The text of the frames of `engine`, ending with a newline.
    public static func encode(engine: String, frames: [ModelID: Rect]) -> String {
        let entries = frames.keys.sorted().map { id -> (String, JSONValue) in
            let frame = frames[id] ?? .zero
            return (
                id.text,
                .object([
                    ("x", .number(frame.x)), ("y", .number(frame.y)),
                    ("width", .number(frame.width)), ("height", .number(frame.height)),
                ])
            )
        }
        return JSONWriter.render(.object([("engine", .string(engine)), ("frames", .object(entries))]))
    }
}
