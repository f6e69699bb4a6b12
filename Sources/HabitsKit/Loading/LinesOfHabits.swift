/// Which declarations of a habits file are one habit's: each line's first declaration of its
/// name, whether it has `from`, and how many change lines each first declaration has (so the
/// resolver sizes each habit's changes once). One key lookup a line.
struct LinesOfHabits {
  /// For each declaration, the index of the first declaration of its name (its own for a first).
  var first: [Int]
  /// For each declaration, whether it has a `from` option.
  var hasFrom: [Bool]
  /// For each first declaration, how many later lines of its name have `from`; 0 for the others.
  var changeCount: [Int]

  /// The lines of `declarations`, by name ignoring case and spacing (`Habit.key(for:)`).
  init(_ declarations: [HabitDeclaration]) {
    first = [Int](repeating: 0, count: declarations.count)
    hasFrom = [Bool](repeating: false, count: declarations.count)
    changeCount = [Int](repeating: 0, count: declarations.count)
    var firstByKey = KeyIndex(capacity: declarations.count)
    for index in declarations.indices {
      let key = Habit.key(for: declarations[index].name)
      let from = declarations[index].from != nil
      hasFrom[index] = from
      if let firstIndex = firstByKey.index(of: key) {
        first[index] = firstIndex
        if from { changeCount[firstIndex] += 1 }
      } else {
        firstByKey.insert(key, index: index)
        first[index] = index
      }
    }
  }
}
