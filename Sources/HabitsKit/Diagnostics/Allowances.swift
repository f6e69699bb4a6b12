/// The allows of a run: the files' `allow` settings lines and `habits: allow` directives
/// (`AllowDirective`), and the codes of `check --allow`; and how they split the findings into
/// those shown and those allowed.
///
/// Only warnings can be allowed. An allowed finding is not shown, does not count for
/// `--strict` or the exit status, and is listed by `check --show-allowed` with a note saying
/// what allowed it. An allow in the files that allows nothing is itself a warning
/// (`unused-allow`), which can be allowed in turn; a `--allow` that allows nothing is not (a
/// hook's flags serve many commits).
package struct Allowances: Sendable {
  /// The settings lines and directives of both files, in file order.
  package var directives: [AllowDirective] = []
  /// The codes `check --allow` allows everywhere.
  package var flags: [DiagnosticCode] = []

  /// No allows.
  package init(directives: [AllowDirective] = [], flags: [DiagnosticCode] = []) {
    self.directives = directives
    self.flags = flags
  }

  /// Whether there is nothing to allow: the findings pass untouched.
  package var isEmpty: Bool { directives.isEmpty && flags.isEmpty }

  /// `diagnostics` (sorted by `fileOrder`, as a load sorts them) split into those shown, with
  /// an `unused-allow` warning for each code of a settings line or directive that allowed
  /// nothing, and those allowed (marked, with a note saying by what), each sorted likewise.
  ///
  /// A file with allows pays for them in a few thousand instructions: the directives of a
  /// finding's line are found by a binary search over one `[Int]` of keys (a dictionary of a
  /// new key type built its run-time metadata, about 100K instructions), and the lists are
  /// merged in order rather than sorted again through a `Set` (about 130K).
  package func apply(_ diagnostics: [Diagnostic], fileOrder: [String]) -> (shown: [Diagnostic], allowed: [Diagnostic]) {
    guard !isEmpty else { return (diagnostics, []) }
    var used = directives.map { [Bool](repeating: false, count: $0.codes.count) }
    var settings: [Int] = []
    // The directives that cover one line, by the key `rank << 32 | line` (the file's rank in
    // `fileOrder`), in ascending order of the key.
    var keys: [Int] = []
    var owners: [Int] = []
    func key(_ file: String, _ line: Int) -> Int { (fileOrder.firstIndex(of: file) ?? fileOrder.count) << 32 | line }
    for (index, directive) in directives.enumerated() {
      if directive.kind == .setting {
        settings.append(index)
      } else if directive.target > 0 {
        keys.append(key(directive.file, directive.target))
        owners.append(index)
      }
    }
    let order = keys.indices.sorted { keys[$0] < keys[$1] }
    keys = order.map { keys[$0] }
    owners = order.map { owners[$0] }
    /// The directives that cover `diagnostic`'s line: the settings lines, and those keyed to it.
    func candidates(_ diagnostic: Diagnostic) -> [Int] {
      let wanted = key(diagnostic.file, diagnostic.range.start.line)
      var (low, high) = (0, keys.count)
      while low < high {
        let middle = (low + high) / 2
        if keys[middle] < wanted { low = middle + 1 } else { high = middle }
      }
      var found = settings
      while low < keys.count && keys[low] == wanted {
        found.append(owners[low])
        low += 1
      }
      return found
    }
    var shown: [Diagnostic] = []
    var allowed: [Diagnostic] = []
    /// Sorts each of `list` into `shown` or `allowed`, marking the codes that allow.
    func sort(_ list: [Diagnostic]) {
      for var diagnostic in list {
        let candidates = candidates(diagnostic)
        if diagnostic.severity == .error {
          // An error stays an error; an allow of its code on its line says so.
          for index in candidates {
            for code in directives[index].refused where code.code == diagnostic.code {
              diagnostic.notes.append(
                Diagnostic.Note(
                  "errors cannot be allowed: \(directives[index].label) does not silence it", file: directives[index].file,
                  range: code.range))
            }
          }
          shown.append(diagnostic)
          continue
        }
        var note: Diagnostic.Note?
        if diagnostic.count > 1 {
          // A summary stands for the findings of its code past the bound, from its line on:
          // which lines it holds is no longer known, so a directive of its code on one of
          // them is not called unused, and it allows none of them (a settings line or
          // `--allow` still allows the whole summary).
          for (index, directive) in directives.enumerated()
          where directive.kind != .setting && directive.file == diagnostic.file && directive.target >= diagnostic.range.start.line {
            for (offset, code) in directive.codes.enumerated() where code.code == diagnostic.code { used[index][offset] = true }
          }
        }
        for index in candidates where diagnostic.count == 1 || directives[index].kind == .setting {
          for (offset, code) in directives[index].codes.enumerated() where code.code == diagnostic.code {
            used[index][offset] = true
            if note == nil {
              note = Diagnostic.Note(
                "allowed by \(directives[index].label)", file: directives[index].file, range: code.range)
            }
          }
        }
        if note == nil && flags.contains(diagnostic.code) { note = Diagnostic.Note("allowed by --allow \(diagnostic.code.rawValue)") }
        if let note {
          diagnostic.isAllowed = true
          diagnostic.notes.append(note)
          allowed.append(diagnostic)
        } else {
          shown.append(diagnostic)
        }
      }
    }
    sort(diagnostics)
    let (shownBefore, allowedBefore) = (shown.count, allowed.count)
    // The allows of `unused-allow` itself are judged after the others' findings are made.
    sort(Self.ordered(unusedAllows(used, including: { $0 != .unusedAllow }), fileOrder: fileOrder))
    shown += Self.ordered(unusedAllows(used, including: { $0 == .unusedAllow }), fileOrder: fileOrder)
    return (
      Self.merged(shown, at: shownBefore, fileOrder: fileOrder), Self.merged(allowed, at: allowedBefore, fileOrder: fileOrder)
    )
  }

  /// Whether `a` comes before `b` as `sorted(fileOrder:)` orders findings.
  private static func precedes(_ a: Diagnostic, _ b: Diagnostic, fileOrder: [String]) -> Bool {
    let ra = fileOrder.firstIndex(of: a.file) ?? fileOrder.count
    let rb = fileOrder.firstIndex(of: b.file) ?? fileOrder.count
    if ra != rb { return ra < rb }
    if a.file != b.file { return a.file < b.file }
    if a.range.start != b.range.start { return a.range.start < b.range.start }
    return a.code.rawValue < b.code.rawValue
  }

  /// `list` in the order of `sorted(fileOrder:)` (it holds no repeats).
  private static func ordered(_ list: [Diagnostic], fileOrder: [String]) -> [Diagnostic] {
    list.sorted { precedes($0, $1, fileOrder: fileOrder) }
  }

  /// `list`, whose elements before `middle` and from `middle` on are each in order, merged
  /// into one order.
  private static func merged(_ list: [Diagnostic], at middle: Int, fileOrder: [String]) -> [Diagnostic] {
    guard middle > 0 && middle < list.count else { return list }
    var result: [Diagnostic] = []
    result.reserveCapacity(list.count)
    var (i, j) = (0, middle)
    while i < middle && j < list.count {
      if precedes(list[j], list[i], fileOrder: fileOrder) {
        result.append(list[j])
        j += 1
      } else {
        result.append(list[i])
        i += 1
      }
    }
    result += list[i..<middle]
    result += list[j...]
    return result
  }

  /// An `unused-allow` warning for each code of the directives that `used` says allowed
  /// nothing, among those `including` takes.
  private func unusedAllows(_ used: [[Bool]], including: (DiagnosticCode) -> Bool) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for (index, directive) in directives.enumerated() {
      for (offset, code) in directive.codes.enumerated() where !used[index][offset] && including(code.code) {
        let place: DiagnosticMessage.AllowPlace =
          switch directive.kind {
          case .setting: .everywhere
          case .trailing: .thisLine
          case .ownLine: directive.target > 0 ? .line(directive.target) : .noNextLine
          }
        let fix = DiagnosticFix(
          title: "Remove the unused allow of '\(code.code.rawValue)'", range: code.removal, replacement: "")
        found.append(
          Diagnostic(
            .unusedAllow(code.code, place), file: directive.file, range: code.range,
            notes: [Diagnostic.Note("delete it, so that the warning shows again if it comes back")], fix: fix))
      }
    }
    return found
  }
}
