import HabitsKit
import HabitsReports
import HabitsCLI

/// libFuzzer's entry point for the `lsp` target: `LanguageServerFuzz.run` (in
/// Tests/HabitsKitTests/Reliability/LanguageServerHarness/, shared with the tests), trapping
/// on any broken invariant so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let problems = LanguageServerFuzz.run(FuzzInput.bytes(data, size))
  if !problems.isEmpty { fatalError("invariant broken: " + problems.joined(separator: "; ")) }
  return 0
}
