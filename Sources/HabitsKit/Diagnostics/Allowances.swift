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

  /// Where a directive's line is, for finding the directives of a finding's line.
  private struct LineKey: Hashable {
    var file: String
    var line: Int
  }

  /// `diagnostics` split into those shown, with an `unused-allow` warning for each code of a
  /// settings line or directive that allowed nothing, and those allowed (marked, with a note
  /// saying by what), each sorted by `fileOrder`.
  package func apply(_ diagnostics: [Diagnostic], fileOrder: [String]) -> (shown: [Diagnostic], allowed: [Diagnostic]) {
    guard !isEmpty else { return (diagnostics, []) }
    var used = directives.map { [Bool](repeating: false, count: $0.codes.count) }
    var settings: [Int] = []
    var byLine: [LineKey: [Int]] = [:]
    for (index, directive) in directives.enumerated() {
      if directive.kind == .setting {
        settings.append(index)
      } else if directive.target > 0 {
        byLine[LineKey(file: directive.file, line: directive.target), default: []].append(index)
      }
    }
    var shown: [Diagnostic] = []
    var allowed: [Diagnostic] = []
    /// Sorts each of `list` into `shown` or `allowed`, marking the codes that allow.
    func sort(_ list: [Diagnostic]) {
      for var diagnostic in list {
        let candidates = settings + (byLine[LineKey(file: diagnostic.file, line: diagnostic.range.start.line)] ?? [])
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
        for index in candidates {
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
    // The allows of `unused-allow` itself are judged after the others' findings are made.
    sort(unusedAllows(used, including: { $0 != .unusedAllow }))
    shown += unusedAllows(used, including: { $0 == .unusedAllow })
    return (shown.sorted(fileOrder: fileOrder), allowed.sorted(fileOrder: fileOrder))
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
