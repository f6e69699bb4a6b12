/// Which declarations of a habits file are one habit's: each line's first declaration of its
/// name, whether it has `from`, and how many change lines each first declaration has (so the
/// resolver sizes each habit's changes once). At most one key lookup a line.
struct LinesOfHabits {
  /// For each declaration, the index of the first declaration of its name (its own for a first).
  var first: [Int]
  /// For each declaration, whether it has a `from` option.
  var hasFrom: [Bool]
  /// For each first declaration, how many later lines of its name have `from`; 0 for the others.
  var changeCount: [Int]
  /// How many declarations needed their key made and looked up: the others were spelled byte
  /// for byte like the line before.
  private(set) var keyLookups = 0

  /// The lines of `declarations`, by name ignoring case and spacing (`Habit.key(for:)`).
  init(_ declarations: [HabitDeclaration]) {
    first = [Int](repeating: 0, count: declarations.count)
    hasFrom = [Bool](repeating: false, count: declarations.count)
    changeCount = [Int](repeating: 0, count: declarations.count)
    var firstByKey = KeyIndex(capacity: declarations.count)
    for index in declarations.indices {
      let from = declarations[index].from != nil
      hasFrom[index] = from
      // A habit's change lines follow its first line, spelled as it is: a name equal to the
      // line before's has that line's key, so neither is made again (building a key and
      // hashing it cost about 500 instructions a line).
      if index > 0 && declarations[index].name == declarations[index - 1].name {
        let firstIndex = first[index - 1]
        first[index] = firstIndex
        if from { changeCount[firstIndex] += 1 }
        continue
      }
      keyLookups += 1
      let key = Habit.key(for: declarations[index].name)
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
