import HabitsKit
import HabitsReports

/// A few string values by name, searched in order: the environment variables `habits` reads
/// and the options given on its command line.
///
/// Not a `[String: String]`: with a handful of entries a search is as quick as hashing, and the
/// first dictionary of a new type in a process costs about 100K instructions of run-time
/// metadata and conformance lookups, on every command. Measured with callgrind (release
/// build) against `[String: String]` for the environment and the options: it saves
/// 0.136 M instructions of 4.93 M on `--version`, 0.137 M of 8.24 M on `help`, 0.128 M of
/// 9.93 M on `status` and 0.127 M of 8.47 M on `check` with the small data set (1.3% to 2.8%).
package struct NamedValues: ExpressibleByDictionaryLiteral, Sendable {
  // Two arrays of `String` rather than one of pairs: `[String]`'s metadata is built into the
  // standard library, while an array of tuples builds its own at run time.
  private var names: [String] = []
  private var values: [String] = []

  /// No values.
  package init() {}

  /// The values of a dictionary (for tests, which build environments from dictionaries).
  package init(_ dictionary: [String: String]) {
    for (name, value) in dictionary { self[name] = value }
  }

  /// The values of a literal such as `["NO_COLOR": "1"]`.
  package init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// The value named `name`, if any. Setting a name again replaces its value in place;
  /// setting nil removes it.
  package subscript(name: String) -> String? {
    get { names.firstIndex(of: name).map { values[$0] } }
    set {
      let index = names.firstIndex(of: name)
      switch (index, newValue) {
      case (let index?, let newValue?): values[index] = newValue
      case (let index?, nil):
        names.remove(at: index)
        values.remove(at: index)
      case (nil, let newValue?):
        names.append(name)
        values.append(newValue)
      case (nil, nil): break
      }
    }
  }

  /// The names and values, in the order the names were first set (for tests and debugging).
  package var pairs: [(key: String, value: String)] {
    names.indices.map { (names[$0], values[$0]) }
  }
}
