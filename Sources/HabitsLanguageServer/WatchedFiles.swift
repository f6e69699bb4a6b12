import HabitsKit

extension LanguageServer {
  /// The file names the server asks the client to watch: the names it pairs by, and the
  /// names of the files given to `habits lsp`.
  var watchedNames: [String] {
    var names = ["habits.txt", "log.txt", "*.habits", "*.habitslog"]
    for path in [context.pairing.habitsPath, context.pairing.logPath].compactMap({ $0 }) {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// After `initialized`, when the client registers watchers on request: a request to watch
  /// the habits files and logs, so that a change from outside the editor (`habits log`
  /// appending in a terminal, `git pull`) reaches the server.
  mutating func registerWatchers() -> [JSON] {
    guard client.watchesFilesOnRequest else { return [] }
    let watchers: [JSON] = watchedNames.map { .obj(["globPattern": .string("**/" + $0)]) }
    return [
      outgoingRequest(
        "client/registerCapability",
        .obj([
          "registrations": .array([
            .obj([
              "id": .string("habits-watched-files"), "method": .string("workspace/didChangeWatchedFiles"),
              "registerOptions": .obj(["watchers": .array(watchers)]),
            ])
          ])
        ]))
    ]
  }

  /// `workspace/didChangeWatchedFiles`: the pairs holding a changed file are loaded again at
  /// the next flush (a file open in the editor keeps the editor's text), and the client is
  /// asked to refresh its inlay hints and code lenses, whose streaks may have moved.
  mutating func filesChanged(_ params: JSON) -> [JSON] {
    let paths = Set((params["changes"]?.array ?? []).compactMap { path($0["uri"]) })
    var affected = false
    for (key, project) in projects where paths.contains(project.habitsPath) || paths.contains(project.logPath) {
      markStale(key)
      affected = true
    }
    return affected ? refreshViews() : []
  }

  /// `workspace/didChangeConfiguration`: the new settings, and refreshes of what they show.
  mutating func settingsChanged(_ params: JSON) -> [JSON] {
    settings = settings.updated(by: params["settings"]?["habits"] ?? params["settings"])
    return refreshViews()
  }

  /// Requests that the client ask again for the inlay hints and code lenses it shows, for
  /// the clients that take them.
  mutating func refreshViews() -> [JSON] {
    var out: [JSON] = []
    if client.refreshesInlayHints { out.append(outgoingRequest("workspace/inlayHint/refresh", nil)) }
    if client.refreshesCodeLenses { out.append(outgoingRequest("workspace/codeLens/refresh", nil)) }
    return out
  }
}
