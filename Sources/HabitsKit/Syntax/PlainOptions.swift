/// The options of a change line besides its `from`, at most three, as the readers from the
/// bytes read them (`HabitsFileParser.commonOption`), kept in the line's declaration as plain
/// values: no array is made for them as the line is read, and the resolver applies them from
/// the values (`HabitResolver.appliesPlainOptions`). A reader that asks for the line's list of
/// options (`HabitDeclaration.options`) gets them made into one, the same list the general
/// path makes of the line.
///
/// An array made for each line with options cost about 270 instructions a line (most of it
/// the allocation), and applying them from that list in the resolver about 430 more.
///
/// Each option is one word, so that the declaration grows by three words of plain data (three
/// optional pairs of an option and its columns took 72 bytes). A word holds, from its lowest bit: the option's
/// case (4 bits, 0 for none), a grace's unit (2), the clause's first column (21), the clause's
/// length in bytes (13), and the option's value as a signed number (24: a day's number, a
/// count, a weekday's, a flag). An option that does not fit (a clause past column 2,097,151
/// or of 8,192 bytes or more) is not kept, and its line is read by the general path.
struct PlainOptions: Sendable {
  /// One option as it was read, with the columns of its clause on the line (1-based, the end
  /// after its last byte).
  struct Option {
    /// The option.
    let option: HabitsFileParser.CommonOption
    /// The clause's columns.
    let columns: Range<Int>
  }

  /// The options kept, one a word, 0 for none: the first `count` are kept.
  private var first: UInt64 = 0
  private var second: UInt64 = 0
  private var third: UInt64 = 0

  /// Where each field of a word starts.
  private static let unitShift: UInt64 = 4
  private static let startShift: UInt64 = 6
  private static let lengthShift: UInt64 = 27
  private static let valueShift: UInt64 = 40
  /// The largest start column and clause length a word holds, and its value's bounds.
  private static let maxStart = 1 << 21 - 1
  private static let maxLength = 1 << 13 - 1
  private static let values = -(1 << 23)..<(1 << 23)

  /// Whether none is kept (on any line but a change line with options that the readers from
  /// the bytes read).
  @inline(__always)
  var isEmpty: Bool { first == 0 }

  /// How many are kept.
  @inline(__always)
  var count: Int { third != 0 ? 3 : second != 0 ? 2 : first != 0 ? 1 : 0 }

  /// Keeps `option`, read from `clause` (indices of the line, each a column less than its
  /// byte's): false when three are kept already, or the option does not fit in a word; the
  /// line is then read by the general path.
  @inline(__always)
  mutating func keep(_ option: HabitsFileParser.CommonOption, _ clause: Range<Int>) -> Bool {
    let start = clause.lowerBound &+ 1
    guard third == 0, start <= Self.maxStart, clause.count <= Self.maxLength else { return false }
    let (kind, unit, value): (UInt64, UInt64, Int)
    switch option {
    case .from(let day): (kind, unit, value) = (1, 0, day.number)
    case .since(let day): (kind, unit, value) = (2, 0, day.number)
    case .until(let day): (kind, unit, value) = (3, 0, day.number)
    case .backlog(let on): (kind, unit, value) = (4, 0, on ? 1 : 0)
    case .ahead(let on): (kind, unit, value) = (5, 0, on ? 1 : 0)
    case .carryOver: (kind, unit, value) = (6, 0, 0)
    case .goal(let count): (kind, unit, value) = (7, 0, count)
    case .grace(let grace): (kind, unit, value) = (8, Self.number(of: grace.unit), grace.amount)
    case .weekStart(let day): (kind, unit, value) = (9, 0, day.rawValue)
    }
    guard Self.values.contains(value) else { return false }
    let word =
      kind | unit << Self.unitShift | UInt64(start) << Self.startShift | UInt64(clause.count) << Self.lengthShift
      | UInt64(bitPattern: Int64(value)) << Self.valueShift
    if first == 0 {
      first = word
    } else if second == 0 {
      second = word
    } else {
      third = word
    }
    return true
  }

  /// The option at `index`, below `count`.
  @inline(__always)
  subscript(index: Int) -> Option {
    let word = index == 0 ? first : index == 1 ? second : third
    let value = Int(Int64(bitPattern: word) >> Int64(Self.valueShift))
    let start = Int(truncatingIfNeeded: word >> Self.startShift) & Self.maxStart
    let length = Int(truncatingIfNeeded: word >> Self.lengthShift) & Self.maxLength
    let option: HabitsFileParser.CommonOption
    switch word & 15 {
    case 1: option = .from(Day(number: value))
    case 2: option = .since(Day(number: value))
    case 3: option = .until(Day(number: value))
    case 4: option = .backlog(value != 0)
    case 5: option = .ahead(value != 0)
    case 6: option = .carryOver
    case 7: option = .goal(value)
    case 8: option = .grace(Grace(amount: value, unit: Self.unit(numbered: word >> Self.unitShift & 3)))
    default: option = .weekStart(Weekday(rawValue: value).unsafelyUnwrapped)
    }
    return Option(option: option, columns: start..<(start &+ length))
  }

  /// The options as the list `OptionSyntax` of a line numbered `line`, in order.
  func syntax(line: Int) -> [OptionSyntax] {
    var list: [OptionSyntax] = []
    list.reserveCapacity(count)
    for index in 0..<count {
      let kept = self[index]
      list.append(OptionSyntax(option: kept.option.option, range: SourceRange(line: line, columns: kept.columns)))
    }
    return list
  }

  /// A grace unit's number in a word.
  private static func number(of unit: Grace.Unit) -> UInt64 {
    switch unit {
    case .day: 0
    case .week: 1
    case .month: 2
    case .year: 3
    }
  }

  /// The grace unit numbered `number` in a word.
  private static func unit(numbered number: UInt64) -> Grace.Unit {
    switch number {
    case 0: .day
    case 1: .week
    case 2: .month
    default: .year
    }
  }
}
