/// Which declarations of a habits file are one habit's: each line's habit, numbered in the
/// order of their first declarations, each habit's first declaration, and how many change
/// lines (later lines of its name with `from`) each has, so that the resolver sizes each
/// habit's changes once. At most one key lookup a line.
///
/// The per-line list is one array of numbers written once each, in order: no list of the
/// file's length is filled first and written again (a filled list costs an instruction a byte
/// under callgrind's count of `memset`, eight a line for each of four such lists, and the key
/// index sized for every line about 25 more), and what is kept per habit is a list of habits.
struct LinesOfHabits {
  /// For each declaration, the number of its habit: 0 for the first name declared, 1 for the
  /// next, and so on (names matched ignoring case and spacing, `Habit.key(for:)`).
  let habit: [Int]
  /// For each habit by number, the index of its first declaration.
  let firstLine: [Int]
  /// For each habit by number, how many of its later declarations have `from`: its change lines.
  let changeCount: [Int]
  /// How many declarations needed their key made and looked up: the others were spelled byte
  /// for byte like the line before.
  let keyLookups: Int

  /// The lines of `declarations`, by name ignoring case and spacing (`Habit.key(for:)`).
  init(_ declarations: [HabitDeclaration]) {
    var (firstLines, changeCounts, keyLookups): ([Int], [Int], Int) = ([], [], 0)
    habit = [Int](unsafeUninitializedCapacity: declarations.count) { numbers, written in
      // The state is the closure's own, handed out once at the end: read and written through
      // the closure's captures, each access was checked at run time (about 60 instructions).
      var firstLine: [Int] = []
      var changeCount: [Int] = []
      var lookups = 0
      // The change lines of the habit of the lines just read, added to its count when a line of
      // another habit comes (a habit's change lines follow its first line): a count written
      // into the array at each line checked the array's uniqueness each time (about 15
      // instructions a line).
      var (pendingNumber, pending) = (0, 0)
      // Room for the names of a typical file; a file of more grows it (rehashing a few hundred
      // keys costs less than a table sized for every line of a file of change lines).
      var numberByKey = KeyIndex(capacity: min(declarations.count, 64))
      for index in declarations.indices {
        let number: Int
        // A habit's change lines follow its first line, spelled as it is: a name equal to the
        // line before's has that line's key, so neither is made again (building a key and
        // hashing it cost about 500 instructions a line).
        if index > 0 && declarations[index].name == declarations[index - 1].name {
          number = numbers[index - 1]
        } else {
          lookups += 1
          let key = Habit.key(for: declarations[index].name)
          if let known = numberByKey.index(of: key) {
            number = known
          } else {
            number = firstLine.count
            numberByKey.insert(key, index: number)
            firstLine.append(index)
            changeCount.append(0)
          }
        }
        numbers[index] = number
        if firstLine[number] != index && declarations[index].from != nil {
          if number != pendingNumber {
            if pending > 0 { changeCount[pendingNumber] += pending }
            (pendingNumber, pending) = (number, 0)
          }
          pending += 1
        }
      }
      if pending > 0 { changeCount[pendingNumber] += pending }
      written = declarations.count
      (firstLines, changeCounts, keyLookups) = (firstLine, changeCount, lookups)
    }
    (firstLine, changeCount, self.keyLookups) = (firstLines, changeCounts, keyLookups)
  }

  /// The index of the first declaration of the name of declaration `index` (its own for a
  /// first).
  func first(of index: Int) -> Int { firstLine[habit[index]] }
}
