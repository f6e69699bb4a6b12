/// Diagnostics gathered with a bound per code: the first `limit` of each code are kept whole,
/// the rest only counted, and summed up by one diagnostic at the first one left out.
///
/// A log pasted twice over holds hundreds of thousands of repeated lines. Listing each one
/// helps nobody and would cost memory in proportion to the findings rather than to the file:
/// `habits check` lists the first ones of each kind with their locations, and says how many
/// more there are, where the first of them is.
package struct BoundedDiagnostics: Sendable {
  /// How many diagnostics of one code a file lists.
  package static let defaultLimit = 100

  /// The most diagnostics of one code kept whole.
  package let limit: Int
  /// The diagnostics kept, in the order they came.
  package private(set) var kept: [Diagnostic] = []
  /// How many diagnostics came, kept or not.
  package private(set) var total = 0
  /// Per code seen: how many came, and the first one left out. Few codes ever occur in one
  /// file, so a list searched in order serves.
  private var tallies: [Tally] = []

  private struct Tally: Sendable {
    var code: DiagnosticCode
    var count: Int
    var firstOmitted: Diagnostic?
  }

  /// An empty collection keeping `limit` diagnostics of each code.
  package init(limit: Int = BoundedDiagnostics.defaultLimit) {
    self.limit = max(1, limit)
  }

  /// Whether a diagnostic of `code` would still be kept whole: callers that build costly
  /// diagnostics in a loop ask first, and call `countOmitted` when not.
  package func keeps(_ code: DiagnosticCode) -> Bool {
    for tally in tallies where tally.code == code { return tally.count < limit }
    return true
  }

  /// Adds `diagnostic`, kept whole while its code is under the limit.
  package mutating func append(_ diagnostic: Diagnostic) {
    let index = tallyIndex(diagnostic.code)
    total += diagnostic.count
    tallies[index].count += diagnostic.count
    if tallies[index].count - diagnostic.count < limit {
      kept.append(diagnostic)
    } else if tallies[index].firstOmitted == nil {
      tallies[index].firstOmitted = diagnostic
    }
  }

  /// Counts one more diagnostic of `code` without building it; `first` builds it when it is
  /// the first one left out (its location is where the summary points).
  package mutating func countOmitted(_ code: DiagnosticCode, first: () -> Diagnostic) {
    let index = tallyIndex(code)
    total += 1
    tallies[index].count += 1
    if tallies[index].firstOmitted == nil && tallies[index].count > limit {
      tallies[index].firstOmitted = first()
    }
  }

  /// Adds the diagnostic `make` builds while its code is under the bound; past it, counts it
  /// without building it (a diagnostic with a suggestion may cost a search).
  package mutating func add(_ code: DiagnosticCode, _ make: () -> Diagnostic) {
    if keeps(code) {
      append(make())
    } else {
      countOmitted(code, first: make)
    }
  }

  /// Adds every diagnostic of `diagnostics`.
  package mutating func append(contentsOf diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// The diagnostics kept, then one summary per code that went over the limit: located at the
  /// first one left out, standing for all of them (`Diagnostic.count`).
  package var all: [Diagnostic] {
    var result = kept
    for tally in tallies where tally.count > limit {
      guard let first = tally.firstOmitted else { continue }
      let omitted = tally.count - limit
      var summary = Diagnostic(
        .omitted(omitted, of: tally.code, severity: first.severity),
        file: first.file, range: first.range, severity: first.severity,
        notes: [Diagnostic.Note("the first \(limit) of each kind are listed; the first one left out: \(first.message)")])
      summary.count = omitted
      result.append(summary)
    }
    return result
  }

  private mutating func tallyIndex(_ code: DiagnosticCode) -> Int {
    for index in tallies.indices where tallies[index].code == code { return index }
    tallies.append(Tally(code: code, count: 0, firstOmitted: nil))
    return tallies.count - 1
  }
}
