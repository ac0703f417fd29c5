/// The custom layouts a model file may name, by name: how to build each from
/// the parameters written in the file (`"type": "Layout", "layout": name,
/// "parameters": {...}`; docs/model-files.md, "Custom layouts").
///
/// ```swift
/// var layouts = LayoutRegistry.builtIn
/// layouts.register(MyLayout.self, parameters: ["gap"]) { values throws(LayoutParameterError) in
///     MyLayout(gap: values["gap"] ?? 8)
/// }
/// let problem = try ModelFile.load(path: path, layouts: layouts)
/// ```
public struct LayoutRegistry: Sendable {
    /// Builds a layout from its parameters, or says which one is wrong.
    public typealias Factory = @Sendable ([String: Double]) throws(LayoutParameterError) -> any Layout

    /// One registered layout.
    public struct Entry: Sendable {
        /// The name a model file uses.
        public let name: String
        /// The parameter names the layout accepts (any other is an error).
        public let parameterNames: [String]
        /// Builds the layout from parameters whose names are among `parameterNames`.
        public let make: Factory
    }

    private var entries: [String: Entry] = [:]

    /// An empty registry.
    public init() {}

    /// Registers `type` under its `layoutName`, accepting `parameters`,
    /// built by `make`. A later registration of the same name replaces the
    /// earlier one.
    public mutating func register<L: Layout>(_ type: L.Type, parameters: [String] = [], make: @escaping Factory) {
        entries[L.layoutName] = Entry(name: L.layoutName, parameterNames: parameters, make: make)
    }

    /// The entry registered as `name`, nil when there is none.
    public func entry(named name: String) -> Entry? { entries[name] }

    /// Every registered name, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// The layouts LayoutLP ships as examples: ``SpacingPrint`` (seed 001)
    /// and ``EqualWidthHStack`` (its parameter `spacing`).
    public static let builtIn: LayoutRegistry = {
        var registry = LayoutRegistry()
        registry.register(SpacingPrint.self) { _ throws(LayoutParameterError) in SpacingPrint() }
        registry.register(EqualWidthHStack.self, parameters: ["spacing"]) { values throws(LayoutParameterError) in
            EqualWidthHStack(spacing: values["spacing"])
        }
        return registry
    }()
}
