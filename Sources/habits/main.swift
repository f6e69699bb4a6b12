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
// hands over to the language server with the same files and clock.
var environment = SystemEnvironment.make()
environment.startLanguageServer = { habitsPath, logPath, today in
  StdioServer.run(
    habitsPath: habitsPath, logPath: logPath, readFile: { (try? FileSystem.read($0).get()).map(Array.init) },
    today: { today ?? SystemEnvironment.today() })
}
let status = HabitsCommand.run(Array(CommandLine.arguments.dropFirst()), in: environment)
exit(status.rawValue)
