#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsKit
import HabitsSystem

// The whole executable: gather the environment, run, exit with the status.
let status = HabitsCommand.run(Array(CommandLine.arguments.dropFirst()), in: SystemEnvironment.make())
exit(status.rawValue)
