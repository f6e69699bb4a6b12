#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsKit
import HabitsLanguageServer
import HabitsSystem

// The whole executable: gather the environment, run, exit with the status.
var environment = SystemEnvironment.make()
environment.startLanguageServer = { habitsPath, logPath, today in
  // The server names files by absolute path, as URIs do.
  var cwd = [CChar](repeating: 0, count: 4096)
  let directory = getcwd(&cwd, cwd.count) != nil ? String(decoding: cwd.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
  func absolute(_ path: String?) -> String? {
    path.map { $0.hasPrefix("/") ? $0 : (directory == "/" ? "" : directory) + "/" + ($0.hasPrefix("./") ? String($0.dropFirst(2)) : $0) }
  }
  let context = LanguageServer.Context(
    pairing: FilePairing(habitsPath: absolute(habitsPath), logPath: absolute(logPath)),
    readFile: { try? FileSystem.read($0).get() },
    today: { today ?? SystemEnvironment.today() })
  return StdioServer.run(context: context) == 0 ? .success : .findings
}
let status = HabitsCommand.run(Array(CommandLine.arguments.dropFirst()), in: environment)
exit(status.rawValue)
