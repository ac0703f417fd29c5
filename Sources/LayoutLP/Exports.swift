// The `LayoutLP` library product: one import for the whole public API.
@_exported import GLPKBackend
@_exported import GreedyLayout
@_exported import LPLayout
@_exported import LayoutChecker
@_exported import LayoutExperiments
@_exported import LayoutFuzzing
@_exported import LayoutMetrics
@_exported import LayoutModel
@_exported import LayoutModelFile
@_exported import LayoutPictures
@_exported import LinearProgram
