extension Program {
    /// This program with every integer variable whose name `relaxes`
    /// made continuous within its bounds (its LP relaxation for those
    /// variables), or nil where no variable's name does. Variables keep
    /// their indices and names, so a solution of the relaxation reads
    /// against this program's rows and objectives.
    public func relaxingIntegers(where relaxes: (String) -> Bool) -> Program? {
        var program = self
        var relaxed = false
        for index in variables.indices where variables[index].kind.isIntegral && relaxes(variables[index].name) {
            program.setKind(.continuous, ofVariableAt: index)
            relaxed = true
        }
        return relaxed ? program : nil
    }
}
