import Testing
@testable import LayoutModel
