/// The habits file and the log, loaded: each habit with its plan and log (`LoadedHabit`), in
/// the order of the habits file, found by key.
package struct Journal: Sendable, Equatable {
  /// The habits, in the order of the habits file.
  package let loaded: [LoadedHabit]
  /// The position of each habit in `loaded`, by key.
  private let positions: KeyIndex
  /// The rewards of the habits file, in file order (empty without a `[Rewards]` section).
  package var rewards: [Reward] = []
  /// The log's redeems whose reward is known, in file order.
  package var redeems: [Redeem] = []
  /// The time the habits file's day ends at (`day ends at HH:MM`), nil for midnight: the
  /// order of times within a day (`TimeOfDay.livedMinutes`).
  package var dayEnd: TimeOfDay?

  /// The journal of `loaded`; `positions`, when given, is their positions by key already.
  package init(_ loaded: [LoadedHabit]) {
    var positions = KeyIndex(capacity: loaded.count)
    for index in loaded.indices { positions.insert(loaded[index].key, index: index) }
    self.init(loaded, positions: positions)
  }

  /// The journal of `loaded`, whose positions by key are `positions`.
  init(_ loaded: [LoadedHabit], positions: KeyIndex) {
    self.loaded = loaded
    self.positions = positions
  }

  /// The habit whose key is `key`, if any.
  package subscript(key key: String) -> LoadedHabit? {
    positions.index(of: key).map { loaded[$0] }
  }

  /// The habit named `name` (in any case and spacing), if any.
  package func habit(named name: String) -> LoadedHabit? { self[key: Habit.key(for: name)] }

  /// Whether an item read as a name names a habit: the habit itself, or a value of a habit
  /// logged in bare numbers (`Skip rope 7`), as the resolver reads a line starting with a keyword.
  package func namesHabit(item: String) -> Bool { Tracked.namesHabit(item) { habit(named: $0)?.habit } }

  /// The habits as declared, in file order.
  package var habits: [Habit] { loaded.map(\.habit) }

  /// The logs, in the habits' order.
  package var logs: [HabitLog] { loaded.map(\.log) }

  /// The position in file order of the habit whose key is `key(for: name)`, if any.
  package func index(named name: String) -> Int? { positions.index(of: Habit.key(for: name)) }

  /// The reward named `name` (in any case and spacing), by its index in `rewards`, if any.
  package func rewardIndex(named name: String) -> Int? {
    let key = Habit.key(for: name)
    return rewards.firstIndex { $0.key == key }
  }

  /// This journal with habit number `index` replaced by `habit` (the same habit, its log
  /// grown): the positions by key, rewards, redeems and day end are kept as they are.
  package func replacing(_ index: Int, with habit: LoadedHabit) -> Journal {
    precondition(loaded[index].key == habit.key, "a habit replaced by another")
    var habits = loaded
    habits[index] = habit
    var journal = Journal(habits, positions: positions)
    journal.rewards = rewards
    journal.redeems = redeems
    journal.dayEnd = dayEnd
    return journal
  }

  package static func == (a: Journal, b: Journal) -> Bool {
    a.loaded == b.loaded && a.dayEnd == b.dayEnd && a.rewards == b.rewards && a.redeems == b.redeems
  }

  /// The journal of the habits that `isIncluded` keeps, in the same order, with the same
  /// settings.
  package func filter(_ isIncluded: (LoadedHabit) -> Bool) -> Journal {
    var journal = Journal(loaded.filter(isIncluded))
    journal.dayEnd = dayEnd
    journal.rewards = rewards
    journal.redeems = redeems
    return journal
  }

  /// The journal with its habits in `order` (positions into `loaded`), with the same settings.
  package func reordered(_ order: [Int]) -> Journal {
    var journal = Journal(order.map { loaded[$0] })
    journal.dayEnd = dayEnd
    journal.rewards = rewards
    journal.redeems = redeems
    return journal
  }
}
