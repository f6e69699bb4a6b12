#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// The history of the habits file, for `habits changes`: every commit along HEAD's first
/// parents that changed it, followed across renames (and through a symbolic link to the file
/// it leads to), with its author date in the local time zone and the file's bytes then.
extension Git {
  /// The versions of the file at `path`, oldest first; with `revision`, the file as it was
  /// there, then the commits after it. A path no commit has is `.notFound`.
  ///
  /// Git runs in the file's folder (`git -C`), so the repository is the file's, wherever the
  /// command runs from (`HABITS_DIR` set, `--dir` elsewhere).
  package static func history(of path: String, after revision: String?) -> Result<FileHistory, Environment.FileError> {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    var name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    // A habits file that is a symbolic link in git: its history is the history of the file it
    // leads to in HEAD (git keeps the link as its target's path, which is no habits file).
    if let top = pathFromTop(name, folder: folder), let followed = followLinks(top, in: "HEAD", option: "changes", folder: folder) {
      switch followed {
      case .failure(let error): return .failure(error)
      case .success(let file):
        let depth = top.split(separator: "/").count - 1
        name = String(repeating: "../", count: depth) + file.path
      }
    }
    var after: Set<String>?
    if let revision {
      switch resolveCommit(revision, in: folder) {
      case .failure(let error): return .failure(error)
      case .success(let commit):
        switch log(name, in: folder, range: commit + "..HEAD", raw: false) {
        case .failure(let error): return .failure(error)
        case .success(let commits): after = Set(commits.map(\.commit))
        }
      }
    }
    let commits: [LoggedCommit]
    switch log(name, in: folder, range: "HEAD", raw: true) {
    case .failure(let error): return .failure(error)
    case .success(let found): commits = found
    }
    guard let newest = commits.first else { return .failure(.notFound) }
    // The log is newest first; a revision keeps the commits after it and the one before them.
    var kept = commits
    if let after {
      let count = commits.prefix { after.contains($0.commit) }.count
      kept = Array(commits.prefix(count + 1))
    }
    var blobs: [String: [UInt8]] = [:]
    var versions: [FileVersion] = []
    for commit in kept.reversed() {
      var bytes: [UInt8]?
      if let blob = commit.blob {
        if blobs[blob] == nil {
          guard let read = run(command(["-C", folder, "cat-file", "--end-of-options", "blob", blob])), read.status == 0 else {
            return .failure(.other("could not read the file in commit \(commit.commit.prefix(8))"))
          }
          blobs[blob] = read.output
        }
        bytes = blobs[blob]
      }
      let (day, time) = localTime(commit.authorTime)
      versions.append(FileVersion(CommitStamp(commit: commit.commit, day: day, time: time), bytes: bytes))
    }
    return .success(FileHistory(versions: versions, repositoryPath: newest.path))
  }

  /// A commit that changed the file: its hash, author time (seconds since 1970), the file's
  /// blob then (nil when the commit deleted it) and path from the repository's top.
  struct LoggedCommit {
    var commit: String
    var authorTime: Int
    var blob: String?
    var path: String
  }

  /// `git log --follow --first-parent` of the file `name` in `folder` over `range`, newest
  /// first; with `raw`, each commit's blob and path (`--raw`), merges compared with their first
  /// parent.
  static func log(_ name: String, in folder: String, range: String, raw: Bool) -> Result<[LoggedCommit], Environment.FileError> {
    var arguments = [
      "-C", folder, "--literal-pathspecs", "log", "--follow", "--first-parent", "--no-show-signature", "--no-notes", "--no-color",
      "--no-ext-diff", "--no-textconv", "-z", "--format=%x01%H %at",
    ]
    if raw { arguments += ["--diff-merges=first-parent", "--raw", "--no-abbrev"] }
    arguments += ["--end-of-options", range, "--", name]
    guard let result = run(command(arguments)) else { return .failure(.other("could not run git")) }
    guard result.status == 0 else {
      if says(result.error, "not a git repository") { return .failure(.other(Environment.notInRepository)) }
      // A repository without a commit yet has no history of anything.
      if says(result.error, "does not have any commits") || says(result.error, "unknown revision") {
        return .failure(.notFound)
      }
      let message = String(decoding: result.error, as: UTF8.self)
      return .failure(.other(message.split(separator: "\n").first.map(String.init) ?? "git log failed"))
    }
    return .success(parse(result.output))
  }

  /// The commits of `git log -z --format=%x01%H %at [--raw]`: each record starts with 0x01;
  /// its header ends at a NUL; then come raw entries, ":MODE MODE OID OID STATUS" NUL PATH
  /// NUL (two paths for a rename or copy). The last entry describes the file.
  static func parse(_ output: [UInt8]) -> [LoggedCommit] {
    var commits: [LoggedCommit] = []
    for record in output.split(separator: 0x01) {
      let fields = record.split(separator: 0, omittingEmptySubsequences: false)
      guard let header = fields.first else { continue }
      let words = header.split(separator: 0x20)
      guard words.count == 2, let time = Int(String(decoding: words[1], as: UTF8.self)) else { continue }
      var commit = LoggedCommit(commit: String(decoding: words[0], as: UTF8.self), authorTime: time, blob: nil, path: "")
      var index = 1
      while index < fields.count {
        let field = fields[index].drop { $0 == 0x0A }
        index += 1
        guard field.first == 0x3A else { continue }
        let parts = field.dropFirst().split(separator: 0x20)
        guard parts.count == 5 else { continue }
        let status = parts[4].first
        let paths = status == 0x52 || status == 0x43 ? 2 : 1  // R, C
        guard index + paths <= fields.count else { break }
        commit.path = String(decoding: fields[index + paths - 1], as: UTF8.self)
        index += paths
        let mode = String(decoding: parts[1], as: UTF8.self)
        let blob = String(decoding: parts[3], as: UTF8.self)
        // Deleted (all zeros), or a submodule rather than a file.
        commit.blob = status == 0x44 || mode == "160000" || blob.allSatisfy({ $0 == "0" }) ? nil : blob
      }
      commits.append(commit)
    }
    return commits
  }

  /// The local day, and "HH:MM +HHMM", of `seconds` since 1970 (libc `localtime_r`, which
  /// honours TZ).
  static func localTime(_ seconds: Int) -> (day: Day, time: String) {
    var time = time_t(seconds)
    var parts = tm()
    localtime_r(&time, &parts)
    let day = Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)) ?? Day(number: 0)
    let offset = Int(parts.tm_gmtoff) / 60
    /// Two digits.
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let zone = (offset < 0 ? "-" : "+") + two(abs(offset) / 60) + two(abs(offset) % 60)
    return (day, two(Int(parts.tm_hour)) + ":" + two(Int(parts.tm_min)) + " " + zone)
  }
}
