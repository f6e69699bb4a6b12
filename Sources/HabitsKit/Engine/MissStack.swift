/// The missed days waiting to be made up later (§11), a stack of each day and the balance
/// that makes it up (its own plus a goal).
///
/// Memory of its own, grown by doubling and freed by `deallocate`, rather than an array: the
/// pass pushes and pops on thousands of days, and an array's uniqueness checks and
/// bookkeeping cost more than the rest of those days (callgrind).
struct MissStack {
  private var days: UnsafeMutablePointer<Int32>
  private var marks: UnsafeMutablePointer<Int>
  private var capacity = 16
  /// How many misses wait.
  private(set) var count = 0

  /// An empty stack.
  init() {
    days = .allocate(capacity: capacity)
    marks = .allocate(capacity: capacity)
  }

  /// The balance that makes up the last miss (the stack is not empty).
  var topMark: Int { marks[count - 1] }

  /// Adds the miss of the day at index `day`, made up once the balance reaches `mark`.
  mutating func push(day: Int, mark: Int) {
    if count == capacity { grow() }
    days[count] = Int32(truncatingIfNeeded: day)
    marks[count] = mark
    count += 1
  }

  /// Removes the last miss and gives its day's index (the stack is not empty).
  mutating func pop() -> Int {
    count -= 1
    return Int(days[count])
  }

  /// Forgets every miss.
  mutating func removeAll() { count = 0 }

  /// Frees the memory (the stack is not used after).
  func deallocate() {
    days.deallocate()
    marks.deallocate()
  }

  private mutating func grow() {
    let larger = capacity * 2
    let (newDays, newMarks) = (UnsafeMutablePointer<Int32>.allocate(capacity: larger), UnsafeMutablePointer<Int>.allocate(capacity: larger))
    newDays.update(from: days, count: count)
    newMarks.update(from: marks, count: count)
    deallocate()
    (days, marks, capacity) = (newDays, newMarks, larger)
  }
}
