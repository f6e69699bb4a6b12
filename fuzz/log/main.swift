import HabitsKit
import HabitsReports
import HabitsCLI

/// libFuzzer's entry point for the `log` target: `FuzzTargets.log` (in
/// Tests/HabitsKitTests/Reliability/Harness/, shared with the tests), trapping on any broken
/// invariant so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let problems = FuzzTargets.log(FuzzInput.bytes(data, size))
  if !problems.isEmpty { fatalError("invariant broken: " + problems.joined(separator: "; ")) }
  return 0
}
