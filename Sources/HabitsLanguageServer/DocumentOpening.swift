#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsKit

extension LanguageServer {
  /// `textDocument/didOpen`: keeps `document` as the editor's text of `path` and marks the
  /// pairs holding the file to be loaded again, except a pair that a load now would load from
  /// exactly the bytes, and for the day, of its last load (`loadsAsLast`).
  ///
  /// An editor opening habits.txt and then its log, with the text the load read from the disk,
  /// would otherwise load the pair twice, the second time for nothing (on a 2 M-line log, half
  /// a second). Such a pair keeps its load and takes the editor's document, so later edits
  /// change it in place (`LogLineReload` updates that load) and the disk's copy is let go; its
  /// diagnostics are published again at the next flush, with the opened version.
  mutating func open(_ path: String, _ document: TextDocument) {
    documents[path] = document
    for key in pairs(holding: path).sorted() {
      guard loadsAsLast(key) else {
        invalidate(key)
        continue
      }
      if projects[key]!.habitsPath == path { projects[key]!.habits = document }
      if projects[key]!.logPath == path { projects[key]!.log = document }
      unpublished.insert(key)
    }
  }

  /// The habits file paths of the pair of `path` (its log remembered) and of every loaded
  /// pair holding it: a log open on its own may belong to a pair loaded from its habits file.
  mutating func pairs(holding path: String) -> Set<String> {
    let pair = context.pairing.pair(for: path)
    if logPaths[pair.habits] == nil { logPaths[pair.habits] = pair.log }
    var keys: Set<String> = [pair.habits]
    for (key, project) in projects where project.logPath == path || project.habitsPath == path { keys.insert(key) }
    return keys
  }

  /// Whether loading the pair of habits file `key` now would give its last load: it is loaded
  /// and not stale (no edit waits, by lines or not), today is its day, and each file as the
  /// next load would read it (the editor's, else the disk's) has the bytes the last load read.
  /// `Loader.load` is a function of those bytes and the day, so its result would be the same.
  private func loadsAsLast(_ key: String) -> Bool {
    guard let project = projects[key], !stale.contains(key), lineEdits[key] == nil else { return false }
    let habits = documents[project.habitsPath]?.bytes ?? context.readFile(project.habitsPath) ?? []
    guard LanguageServer.sameBytes(habits, project.habits.bytes) else { return false }
    let log = documents[project.logPath]?.bytes ?? context.readFile(project.logPath)
    switch (log, project.log) {
    case (nil, nil): break
    case (let now?, let loaded?): guard LanguageServer.sameBytes(now, loaded.bytes) else { return false }
    default: return false
    }
    return project.today == context.today(for: project.habits)
  }

  /// Whether two byte arrays hold the same bytes: compared as memory (a log of tens of
  /// megabytes), at once when they share their storage.
  static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        guard let p = x.baseAddress, let q = y.baseAddress, p != q else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
  }
}
