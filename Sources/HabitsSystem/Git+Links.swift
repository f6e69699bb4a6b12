import HabitsCLI
import HabitsKit

/// Symbolic links as git stores them, for `check --staged`, `--against` and `changes`.
///
/// Git keeps a link (mode 120000) as a blob holding its target path, not the file it leads to:
/// reading `:./log.txt` of a link gives `real/log.txt`, which must never be linted as the log.
/// A link is followed inside the same tree (the index, or the commit), as the file system
/// follows it in the working tree; a link leading out of the repository, to nothing the tree
/// has, or round in a loop is refused, naming the link and its target.
extension Git {
  /// One entry of git's index or of a commit's tree: its mode, object and path from the
  /// repository's top level.
  struct TreeEntry: Equatable {
    var mode: String
    var object: String
    var path: String

    /// Whether the entry is a symbolic link (mode 120000).
    var isLink: Bool { mode == "120000" }
  }

  /// The entries of the index (`commit` nil) or of `commit` for `paths`, each a path from the
  /// repository's top level read literally (no glob); git runs in `folder` (`git -C`) when
  /// given. Git's message when it cannot run or fails.
  static func entries(_ paths: [String], in commit: String?, folder: String? = nil) -> Result<[TreeEntry], Environment.FileError> {
    let location = folder.map { ["-C", $0] } ?? []
    let arguments: [String]
    if let commit {
      arguments = location + ["--literal-pathspecs", "ls-tree", "-z", "--full-tree", commit, "--"] + paths
    } else {
      arguments = location + ["ls-files", "--stage", "--full-name", "-z", "--"] + paths.map { ":(top,literal)" + $0 }
    }
    guard let result = run(command(arguments)) else { return .failure(.other("could not run git")) }
    guard result.status == 0 else {
      if says(result.error, "not a git repository") { return .failure(.other(Environment.notInRepository)) }
      let message = String(decoding: result.error, as: UTF8.self)
      return .failure(.other(message.split(separator: "\n").first.map(String.init) ?? "git ls-files failed"))
    }
    var found: [TreeEntry] = []
    for record in result.output.split(separator: 0) {
      // "MODE TYPE OBJECT\tPATH" (ls-tree) or "MODE OBJECT STAGE\tPATH" (ls-files).
      guard let tab = record.firstIndex(of: 0x09) else { continue }
      let words = record[..<tab].split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
      guard words.count == 3 else { continue }
      // A conflicted file (stages 1 to 3) is left to `cat-file`, which says so.
      if commit == nil && words[2] != "0" { continue }
      found.append(TreeEntry(mode: words[0], object: commit == nil ? words[1] : words[2], path: String(decoding: record[(tab + 1)...], as: UTF8.self)))
    }
    return .success(found)
  }

  /// The bytes of `path` read through the symbolic links git has for it in the index
  /// (`commit` nil) or in `commit`; nil when neither the file nor a folder on its way is a
  /// link, so that the plain `cat-file` read (and its messages) applies.
  static func readThroughLinks(_ path: String, in commit: String?, option: String) -> Result<[UInt8], Environment.FileError>? {
    guard let top = pathFromTop(path) else { return nil }
    switch followLinks(top, in: commit, option: option) {
    case nil: return nil
    case .failure(let error)?: return .failure(error)
    case .success(let file)?: return catFile(file.object, path, option)
    }
  }

  /// `path` (from the current directory, or `folder`) as a path from the repository's top
  /// level, `.` and `..` worked out; nil outside a repository.
  static func pathFromTop(_ path: String, folder: String? = nil) -> String? {
    if path.hasPrefix("/") {
      guard case .success(let relative) = pathInRepository(path) else { return nil }
      return relative
    }
    let location = folder.map { ["-C", $0] } ?? []
    guard let result = run(command(location + ["rev-parse", "--show-prefix"])), result.status == 0 else { return nil }
    let prefix = String(decoding: result.output.prefix { $0 != 0x0A }, as: UTF8.self)
    return resolve(path, besideLink: prefix + "link")
  }

  /// The file entry that `path` (from the top) leads to in the index or `commit` through the
  /// links on its way; nil when there is no link on its way (the path is read as it is).
  static func followLinks(
    _ path: String, in commit: String?, option: String, folder: String? = nil
  ) -> Result<TreeEntry, Environment.FileError>? {
    var current = path
    var followed: [(link: String, target: String)] = []
    var throughFolder = false
    // Linux follows at most 40 links in one path; so does this.
    for _ in 0...40 {
      guard case .success(let found) = entries([current], in: commit, folder: folder) else { return nil }
      var link: TreeEntry
      var rest = ""
      if let file = found.first(where: { $0.path == current }) {
        guard file.isLink else { return followed.isEmpty ? nil : .success(file) }
        link = file
      } else {
        // Not in the tree as a file: perhaps a folder on its way is a link.
        let folders = ancestors(of: current)
        guard !folders.isEmpty, case .success(let above) = entries(folders, in: commit, folder: folder),
          let first = above.filter({ $0.isLink && folders.contains($0.path) }).min(by: { $0.path.count < $1.path.count })
        else { return followed.isEmpty ? nil : missing(current, after: followed, throughFolder, path, commit, option, folder: folder) }
        link = first
        rest = String(current.dropFirst(first.path.count))
      }
      guard case .success(let bytes) = catFile(link.object, path, option, folder: folder) else { return nil }
      let target = String(decoding: bytes, as: UTF8.self)
      followed.append((link.path, target))
      guard let resolved = resolve(target, besideLink: link.path) else {
        return .failure(.other("\(named(followed, path)), outside the repository; \(option) reads only what git has"))
      }
      current = resolved + rest
      throughFolder = !rest.isEmpty
    }
    return .failure(.other("'\(path)' is a symbolic link in git that leads round in a loop; \(option) cannot read it"))
  }

  /// The folders on the way to `path` (`a`, `a/b` for `a/b/c`).
  static func ancestors(of path: String) -> [String] {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count > 1 else { return [] }
    return (1..<parts.count).map { parts[0..<$0].joined(separator: "/") }
  }

  /// The target of a link at `linkPath` (from the repository's top) as a path from the top:
  /// `.` and `..` worked out; nil for an absolute target or one that climbs above the top.
  static func resolve(_ target: String, besideLink linkPath: String) -> String? {
    guard !target.hasPrefix("/"), !target.isEmpty else { return nil }
    var parts = linkPath.split(separator: "/").dropLast().map(String.init)
    for part in target.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else {
        parts.append(String(part))
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }

  /// "'log.txt' is a symbolic link in git to 'real/log.txt'", through every link followed.
  private static func named(_ followed: [(link: String, target: String)], _ path: String) -> String {
    "'\(path)' is a symbolic link in git to " + followed.map { "'\($0.target)'" }.joined(separator: ", then to ")
  }

  /// The failure for `current`, which the tree does not have, reached through `followed`: a
  /// file missing from the folder a folder link leads to is missing (`.notFound`, so a log
  /// reads as empty), and a link whose target is not there at all dangles.
  private static func missing(
    _ current: String, after followed: [(link: String, target: String)], _ throughFolder: Bool, _ path: String, _ commit: String?,
    _ option: String, folder: String?
  ) -> Result<TreeEntry, Environment.FileError> {
    let parent = ancestors(of: current).last
    if throughFolder, let parent, case .success(let inside) = entries([parent], in: commit, folder: folder), !inside.isEmpty,
      !inside.contains(where: { $0.path == parent })
    {
      return .failure(.notFound)
    }
    return dangling(followed, path, commit, option)
  }

  /// The failure for a link whose target the tree does not have.
  private static func dangling(
    _ followed: [(link: String, target: String)], _ path: String, _ commit: String?, _ option: String
  ) -> Result<TreeEntry, Environment.FileError> {
    let tree = commit == nil ? "git's index" : "commit \(commit?.prefix(8) ?? "")"
    return .failure(.other("\(named(followed, path)), which \(tree) does not have; \(option) reads only what git has"))
  }

  /// `git cat-file blob OBJECT`.
  static func catFile(_ object: String, _ path: String, _ option: String, folder: String? = nil) -> Result<[UInt8], Environment.FileError> {
    let location = folder.map { ["-C", $0] } ?? []
    guard let result = run(command(location + ["cat-file", "--end-of-options", "blob", object])), result.status == 0 else {
      return .failure(.other("git could not read '\(path)' for \(option)"))
    }
    return .success(result.output)
  }
}
