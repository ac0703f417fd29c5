/// One table of a summary, rendered as Markdown (GitHub pipes) or as a
/// LaTeX `tabular` (booktabs rules), cells escaped for each.
public struct SummaryTable: Sendable, Hashable {
    /// The heading.
    public var title: String
    /// Column names.
    public var header: [String]
    /// Cells, row by row.
    public var rows: [[String]]

    /// A table.
    public init(title: String, header: [String], rows: [[String]]) {
        self.title = title
        self.header = header
        self.rows = rows
    }

    /// `## title`, then the table (or "none" without rows).
    public var markdown: String {
        var text = "## \(title)\n\n"
        guard !rows.isEmpty else { return text + "none\n" }
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        text += line(header) + "|" + String(repeating: "---|", count: header.count) + "\n"
        for row in rows { text += line(row) }
        return text
    }

    /// `\subsection*{title}` and a booktabs `tabular`.
    public var latex: String {
        var text = "\\subsection*{\(Self.latexEscaped(title))}\n"
        guard !rows.isEmpty else { return text + "none\n" }
        text += "\\begin{tabular}{" + String(repeating: "l", count: header.count) + "}\n\\toprule\n"
        text += header.map(Self.latexEscaped).joined(separator: " & ") + " \\\\\n\\midrule\n"
        for row in rows { text += row.map(Self.latexEscaped).joined(separator: " & ") + " \\\\\n" }
        return text + "\\bottomrule\n\\end{tabular}\n"
    }

    /// `text` with LaTeX's special characters escaped.
    public static func latexEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\textbackslash{}"
            case "&", "%", "$", "#", "_", "{", "}": result += "\\" + String(character)
            case "~": result += "\\textasciitilde{}"
            case "^": result += "\\textasciicircum{}"
            case "|": result += "\\textbar{}"
            case "–": result += "--"
            case "Δ": result += "$\\Delta$"
            default: result.append(character)
            }
        }
        return result
    }
}
