// What a test target needs, from `import TactileTesting` alone: scenes (SceneLoader, scenes in
// Swift), traces (TraceFile), Replay, Expectations and ExpectationFile, HarnessEnvironment, the
// importer and the conformance engine with its settings, baselines and waivers, and the
// assertions of this module. No system library: it builds wherever Foundation does (Linux,
// macOS, the iOS Simulator).
@_exported import InputModel
@_exported import TraceFormats
@_exported import Harness
