/// How much a habit matters today, on Quint's importance matrix: the board, `next` and `--due`
/// list a group's habits in this order (a habit without one after `delegate`).
package enum Priority: Int, CaseIterable, Comparable, Hashable, Sendable {
  case doFirst = 0
  case plan
  case delay
  case delegate

  /// The level as the habits file writes it (`priority do first`).
  package var name: String {
    switch self {
    case .doFirst: "do first"
    case .plan: "plan"
    case .delay: "delay"
    case .delegate: "delegate"
    }
  }

  /// The level in JSON and on the command line (`--priority do-first`): one word.
  package var key: String {
    switch self {
    case .doFirst: "do_first"
    case .plan: "plan"
    case .delay: "delay"
    case .delegate: "delegate"
    }
  }

  /// The level as `--priority` takes it: `do-first`, `plan`, `delay`, `delegate`.
  package var option: String { self == .doFirst ? "do-first" : name }

  /// The level a word or two names, in any case: `do first`, `do-first`, `do_first`,
  /// `dofirst`, `plan`, `delay`, `delegate`; nil for anything else.
  package init?(words: String) {
    var key = ""
    for character in words.lowercased() where character != " " && character != "-" && character != "_" && character != "\t" {
      key.append(character)
    }
    switch key {
    case "dofirst": self = .doFirst
    case "plan": self = .plan
    case "delay": self = .delay
    case "delegate": self = .delegate
    default: return nil
    }
  }

  /// The order a habit sorts in within its group: its level, then those without one.
  package static func rank(_ priority: Priority?) -> Int { priority?.rawValue ?? Priority.allCases.count }

  package static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
