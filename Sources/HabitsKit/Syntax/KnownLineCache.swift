/// What the log's reader remembers of the lines it read, so that a line like one read before is
/// read again without the grammar: the fast paths of reading a log, in one type in front of
/// `LogFileParser`.
///
/// The contract: the cache returns a line only when the grammar would give the same syntax
/// for it, columns, names and alternative reading included, and no problem; for any other
/// line it returns nothing, and the reader asks the grammar. It can keep this promise because
/// it knows lines only by their bytes (the same bytes always read the same way, whatever
/// line they are on and whatever came before), because it remembers only what the grammar
/// read with no problem, and because it takes a line only when every byte of it is plain
/// printable ASCII (a tab, a no-break space, a control character, C1 and bidirectional ones
/// included, or any other byte sends the line to the grammar) and the line is within
/// `SizeLimits.lineBytes` (a longer one is a problem, `too-large`). Property tests hold it to
/// the contract on generated logs (`KnownLineCacheTests`).
///
/// What it remembers: the bodies of one-entry lines (`2026-11-21 Pushups x3`: everything after
/// the date), the items of completion lines (`Gym`, `Read x2`) and the bodies of directive
/// lines (`skip Gym`, `vacation Gym until`, without the date), each numbered by its bytes;
/// and the last date read, which the next line most often repeats or moves a day within its
/// month (`RecentDate`: the only shortcut for dates). A decade of log written one entry a
/// line repeats a few dozen bodies a hundred thousand times, and nearly every line is a
/// recent body on the date of the line before (`recentLine`, in a few dozen instructions).
struct KnownLineCache {
  /// The last date read (`RecentDate`), for the next line's date.
  var lastDate: RecentDate?
  /// The bodies of one-entry lines (the bytes after `YYYY-MM-DD `) seen, numbered by their
  /// bytes, and the entry each was read as, by number, kept as if on the line first read.
  /// Bodies of at most `bodyLimit` bytes are numbered, and those that read cleanly as one
  /// entry remembered: a day's several entries on one line seldom repeat.
  var bodies = SpellingTable(keepsText: false)
  var parsedBodies: [LogEntrySyntax] = []
  var bodyIsParsed: [Bool] = []
  static let bodyLimit = 40
  /// The known bodies of up to sixteen bytes, every one of them (`ShortBytesTable`), found
  /// inline: nearly every line's body. Its 1024 slots to start with hold the few hundred
  /// bodies of fifty habits without growing.
  var knownBodies = ShortBytesTable(bits: 10)
  /// The items of completion lines (`Gym`, `Pushups x3`), numbered by their bytes, and the
  /// entry each was read as, by number, kept as if at column 1 (`rememberItems`).
  var items = SpellingTable(keepsText: false)
  var parsedItems: [LogEntrySyntax] = []
  var itemIsParsed: [Bool] = []
  static let itemLimit = 64
  /// The items read cleanly of recent grouped lines, in front of `items`: a slot per hash of
  /// an item of up to sixteen bytes (`ShortBytes`), holding the last item that landed there;
  /// empty until an item is found again.
  var recentItems: [RecentSlot] = []
  /// `recentItems` has `1 << recentItemBits` slots.
  static let recentItemBits = 8
  /// The bodies of directive lines read cleanly (`vacation Gym until`, `skip Gym`), numbered
  /// by their bytes without a vacation's `until` date, and what each said, by number.
  var directiveBodies = SpellingTable(keepsText: false)
  var knownDirectives: [KnownDirective?] = []
  /// The names and completions of `knownDirectives`, kept as if their body started at column 1.
  var directiveNames: [NameSyntax] = []
  var directiveEntries: [LogEntrySyntax] = []

  // MARK: - Dates

  /// The day the ten bytes of `bytes` from `start` spell when they are the last date read.
  @inline(__always)
  func recentDay(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Day? {
    let raw = UnsafeRawPointer(bytes.baseAddress! + start)
    guard let last = lastDate, last.head == raw.loadUnaligned(as: UInt64.self),
      last.tail == raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    else { return nil }
    return last.day
  }

  /// The day the ten bytes of `bytes` from `start` spell (as `Bytes.isoDate`: `.some(nil)`
  /// for a date that does not exist, nil for no date), which become the last date read. A
  /// date in the month of the last one is found from its day of the month alone: parsing
  /// each run's whole date cost 0.9 M instructions more of 30.0 M on `check` with the decade
  /// data set.
  @inline(never)
  mutating func date(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Day?? {
    let raw = UnsafeRawPointer(bytes.baseAddress! + start)
    let head = raw.loadUnaligned(as: UInt64.self)
    let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    if let last = lastDate, last.head == head, let same = last.sameMonth(tail: tail) {
      guard let same else { return .some(nil) }
      lastDate = same
      return .some(same.day)
    }
    let parsed = Bytes.isoDate(UnsafeBufferPointer(rebasing: bytes[start..<(start + 10)]))
    if case .some(.some(let day)) = parsed { lastDate = RecentDate(head: head, tail: tail, day: day) }
    return parsed
  }

  // MARK: - Known bodies

  /// The known body of the line at `start` and where the line ends (its LF), when the line is
  /// `date` or another day of its month (`date` then becomes it), a space, a body of one to
  /// sixteen bytes found in its home slot of `slots` (`ShortBytesTable.homeNumber`) and an
  /// LF; nil otherwise (and `date` unchanged). The line's 28 bytes from `start` are all in
  /// `bytes`. Its body's end is found in the two words
  /// after the date, which also give the body's key (`ShortBytes`), so the line is known
  /// without first looking for where it ends (a `memchr` costs more than the rest of such a
  /// line).
  @inline(__always)
  static func recentLine(
    in bytes: UnsafeBufferPointer<UInt8>, at start: Int, date: inout RecentDate, slots: UnsafeBufferPointer<RecentSlot>,
    shift: UInt64
  ) -> (body: Int32, end: Int)? {
    let raw = UnsafeRawPointer(bytes.baseAddress! + start)
    guard date.head == raw.loadUnaligned(as: UInt64.self), raw.load(fromByteOffset: 10, as: UInt8.self) == 0x20 else {
      return nil
    }
    let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    if tail != date.tail {
      guard case .some(.some(let next)) = date.sameMonth(tail: tail) else { return nil }
      date = next
    }
    let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 11, as: UInt64.self))
    let length: Int
    if let index = WordBytes.firstIndex(of: 0x0A, in: low) {
      length = index
    } else if let index = WordBytes.firstIndex(
      of: 0x0A, in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 19, as: UInt64.self)))
    {
      length = 8 &+ index
    } else if raw.load(fromByteOffset: 27, as: UInt8.self) == 0x0A {
      length = 16
    } else {
      return nil
    }
    guard length > 0 else { return nil }
    let first: UInt64
    let second: UInt64
    if length <= 8 {
      first = low & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length))
      second = 0
    } else {
      first = low
      second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 3 &+ length, as: UInt64.self))
    }
    let key = ShortBytes(first: first, last: second, length: length)
    guard let number = ShortBytesTable.homeNumber(of: key, in: slots, shift: shift) else { return nil }
    return (number, start &+ 11 &+ length)
  }

  /// The day and known body of the line `bytes[start..<end]` when it is a date, a space and a
  /// known body of up to sixteen bytes (`knownBodies`): nearly every line a reader does not
  /// take in its loop, inline; nil for any other.
  @inline(__always)
  mutating func recentBody(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> (day: Day, body: Int32)? {
    guard end &- start > 11, let key = ShortBytes(bytes, (start &+ 11)..<end), bytes[start &+ 10] == 0x20 else {
      return nil
    }
    guard let number = knownBodies.number(of: key) else { return nil }
    if let day = recentDay(bytes, at: start) { return (day, number) }
    // The first line of a day: its date parsed out of line.
    guard case .some(.some(let day)) = date(bytes, at: start) else { return nil }
    return (day, number)
  }

  /// The line `bytes[start..<end]` as `YYYY-MM-DD BODY` with a body of at most `bodyLimit`
  /// bytes: its day (nil when its date is not one) and its body's number; the day when the
  /// body was read before (`knownBody`). Nil for any other line.
  mutating func numberedBody(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int
  ) -> (day: Day?, body: Int, isKnown: Bool)? {
    guard end - start > 11 && end - start <= 11 + KnownLineCache.bodyLimit else { return nil }
    guard bytes[start + 10] == 0x20, case .some(.some(let day)) = date(bytes, at: start) else { return (nil, -1, false) }
    let body = bodies.intern(bytes, (start + 11)..<end)
    let isKnown = body < bodyIsParsed.count && bodyIsParsed[body]
    if isKnown, let key = ShortBytes(bytes, (start + 11)..<end) {
      knownBodies.insert(key, number: Int32(truncatingIfNeeded: body))
    }
    return (day, body, isKnown)
  }

  /// The entry of known body number `body` (on the line it was first read on).
  func knownBody(_ body: Int) -> LogEntrySyntax { parsedBodies[body] }

  /// Remembers body number `body` (`numberedBody`) of the line `start..<end`, read cleanly as
  /// `line`, when it is a completion of one entry and the whole line after the date (no
  /// comment, no space around it); `entries` are the grammar's.
  mutating func rememberBody(_ body: Int, of line: LogLineSyntax, start: Int, end: Int, entries: [LogEntrySyntax]) {
    guard body >= 0, line.alternative == nil, case .completions(let range) = line.kind, range.count == 1,
      line.lineRange.start.column == 1, line.lineRange.end.column == end - start + 1
    else { return }
    while parsedBodies.count <= body {
      parsedBodies.append(entries[range.lowerBound])
      bodyIsParsed.append(false)
    }
    parsedBodies[body] = entries[range.lowerBound]
    bodyIsParsed[body] = true
  }
}

/// The last date a log reader read, by its ten bytes (its first eight and last two), its day,
/// its day of the month and the length of its month: the next line's date is most often the
/// same, or another day of the month (`YYYY-MM-` the same eight bytes).
struct RecentDate {
  var head: UInt64
  var tail: UInt16
  var day: Day
  var dayOfMonth: Int
  var monthLength: Int

  /// The date `day`, whose bytes are `head` and `tail`.
  init(head: UInt64, tail: UInt16, day: Day) {
    let civil = day.civil
    self.init(
      head: head, tail: tail, day: day, dayOfMonth: civil.day,
      monthLength: Day.daysInMonth(year: civil.year, month: civil.month))
  }

  init(head: UInt64, tail: UInt16, day: Day, dayOfMonth: Int, monthLength: Int) {
    self.head = head
    self.tail = tail
    self.day = day
    self.dayOfMonth = dayOfMonth
    self.monthLength = monthLength
  }

  /// The date in this one's month whose last two bytes are `tail`: this date, or the day of
  /// the month the two digits give; `.some(nil)` when they give no day of the month, nil when
  /// they are not two digits.
  @inline(__always)
  func sameMonth(tail: UInt16) -> RecentDate?? {
    if tail == self.tail { return .some(self) }
    let digits = UInt16(littleEndian: tail)
    let (tens, ones) = (UInt8(truncatingIfNeeded: digits) &- 0x30, UInt8(truncatingIfNeeded: digits &>> 8) &- 0x30)
    guard tens < 10 && ones < 10 else { return nil }
    let dayOfMonth = Int(tens) &* 10 &+ Int(ones)
    guard dayOfMonth >= 1 && dayOfMonth <= monthLength else { return .some(nil) }
    return .some(
      RecentDate(
        head: head, tail: tail, day: Day(number: day.number &+ dayOfMonth &- self.dayOfMonth), dayOfMonth: dayOfMonth,
        monthLength: monthLength))
  }
}
