#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit
import HabitsLanguageServer
import HabitsSystem

// The whole executable: gather the environment, run, exit with the status. `habits lsp`
// hands over to the language server with the same files and clock. The environment is made
// in a function, not as a top-level variable: top-level code is not on the main actor in a
// program built without the concurrency library (Package.swift).
func environment() -> Environment {
  var environment = SystemEnvironment.make()
  environment.startLanguageServer = { habitsPath, logPath, today in
    StdioServer.run(
      habitsPath: habitsPath, logPath: logPath, readFile: { (try? FileSystem.read($0).get()).map(Array.init) },
      today: { today ?? SystemEnvironment.today() },
      clock: today == nil ? { SystemEnvironment.now() } : nil)
  }
  return environment
}
exit(HabitsCommand.run(Array(CommandLine.arguments.dropFirst()), in: environment()).rawValue)
