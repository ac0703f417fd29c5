import Testing

@testable import LayoutLPCommand

/// `compare`'s progress line: the ETA is the mean time per item done times
/// the items left, and the line fits the terminal (ProgressBar.line).
@Suite struct ProgressLineTests {
    /// 10 of 40 done in 5 s: 0.5 s each, 30 left, 15 s.
    @Test func etaIsTheMeanTimeOfTheItemsLeft() {
        #expect(
            ProgressBar.line(done: 10, total: 40, unit: "units", seconds: 5, columns: 80)
                == "[" + String(repeating: "#", count: 10) + String(repeating: ".", count: 30) + "] 10/40 units  ETA 0:15")
        // 1 of 26 in 5 s: 25 left × 5 s = 125 s = 2:05.
        #expect(ProgressBar.line(done: 1, total: 26, unit: "units", seconds: 5, columns: 80).hasSuffix(" 1/26 units  ETA 2:05"))
        #expect(ProgressBar.line(done: 0, total: 26, unit: "units", seconds: 0, columns: 80).hasSuffix(" 0/26 units  ETA –"))
    }

    /// The bar narrows to leave the counts whole in 39 columns (40 less
    /// the last); below that the line is cut, never wrapped.
    @Test func theLineFitsTheTerminal() {
        let narrow = ProgressBar.line(done: 10, total: 40, unit: "units", seconds: 5, columns: 40)
        #expect(narrow == "[###............] 10/40 units  ETA 0:15")
        #expect(narrow.count == 39)
        #expect(ProgressBar.line(done: 10, total: 40, unit: "units", seconds: 5, columns: 10) == " 10/40 un")
    }

    /// `fuzz`'s counts follow the ETA and are cut before anything else: in
    /// 40 columns the bar gives way first, then the text is cut at 39
    /// characters (" 10/40 cases" 12, "  ETA 0:15" 10, "  disagreements 0" 17).
    @Test func theDetailFollowsTheETAAndIsCutFirst() {
        let wide = ProgressBar.line(
            done: 10, total: 40, unit: "cases", seconds: 5, columns: 100,
            detail: "disagreements 0  failures 1")
        #expect(wide.hasPrefix("[#"))
        #expect(wide.hasSuffix("] 10/40 cases  ETA 0:15  disagreements 0  failures 1"))
        #expect(
            ProgressBar.line(done: 10, total: 40, unit: "cases", seconds: 5, columns: 40, detail: "disagreements 0  failures 1")
                == " 10/40 cases  ETA 0:15  disagreements 0")
    }
}
