import LinearProgram
import Testing

@Suite("CPLEX LP names")
struct CPLEXLPNameTests {
    @Test func bracketsBecomeParentheses() {
        #expect(CPLEXLPName.encode("w[root/0/frame]") == "w(root/0/frame)")
    }

    @Test func charactersOutsideTheFormatAreEscapedAsHex() {
        #expect(CPLEXLPName.encode("a b") == "a~20b")  // space 0x20
        #expect(CPLEXLPName.encode("z+m") == "z~2Bm")  // + 0x2B
        #expect(CPLEXLPName.encode("(x)") == "~28x~29")  // parentheses are reserved for brackets
        #expect(CPLEXLPName.encode("~") == "~7E")  // the escape character itself
        #expect(CPLEXLPName.encode("é") == "~C3~A9")  // UTF-8 bytes C3 A9
    }

    @Test func leadingDigitOrPeriodIsEscaped() {
        #expect(CPLEXLPName.encode("2x") == "~32x")
        #expect(CPLEXLPName.encode(".5") == "~2E5")
        #expect(CPLEXLPName.encode("x2.5") == "x2.5")  // allowed after the first character
    }

    @Test(arguments: ["w[root/0/frame]", "a b", "(x)", "~7E", "2x", ".x", "größe", "[[]]", "x!\"#$%&/,.;?@_`'{}|"])
    func decodeInvertsEncode(name: String) {
        #expect(CPLEXLPName.decode(CPLEXLPName.encode(name)) == name)
    }

    @Test func encodedNamesUseOnlyCharactersGLPKAccepts() {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + CPLEXLPName.specialCharacters)
        for name in ["w[root/0/frame]", "a b", "<=>", "x:y", "größe", "\\*", "-1"] {
            let encoded = CPLEXLPName.encode(name)
            #expect(encoded.allSatisfy(allowed.contains), "\(encoded)")
            #expect(encoded.first.map { !$0.isNumber && $0 != "." } ?? false, "\(encoded)")
        }
    }

    @Test func malformedEscapesDoNotDecode() {
        #expect(CPLEXLPName.decode("~r3") == nil)  // writer-made row names are not encoded names
        #expect(CPLEXLPName.decode("a~2") == nil)
        #expect(CPLEXLPName.decode("~FF") == nil)  // not UTF-8
    }
}
