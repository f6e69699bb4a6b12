extension StatusPass {
  /// The passes of the eras `spans` of a habit with changes whose days all lie before today,
  /// in one loop: each era's pass from its own first day (its balance from zero, its window
  /// segments its own), as `run` makes it, with the era's options, goal and segments read from
  /// its span.
  ///
  /// Such an era takes only the past loop (`runPast`); through `run` each paid the setup of a
  /// pass that may reach today, and its caller a pass built for it: about 120 instructions an
  /// era, for eras of a few weeks (callgrind). The eras are taken in runs of the same options,
  /// one loop specialised for each run (`PastOptions`).
  /// - Parameters:
  ///   - spans: eras computed to their last day, before today, none judged by a rule of its
  ///     own, each with days; their days sit at their `base` in `flags`, `balance`, `rules`.
  ///   - periodStarts: the timeline's period starts, where each span's `periods` point.
  ///   - misses: the stack the misses wait in, emptied at each era.
  static func runEnded(
    _ spans: UnsafeBufferPointer<TimelineSpan>, flags: UnsafeBufferPointer<UInt8>,
    balance: UnsafeMutableBufferPointer<Int>, rules: UnsafeMutableBufferPointer<StatusRule>,
    periodStarts: UnsafeBufferPointer<Int32>, misses: inout MissStack
  ) {
    var index = 0
    // The one window segment of an era whose periods are not separate, from its first day.
    withUnsafePointer(to: Int32(0)) { firstDay in
      let wholeEra = UnsafeBufferPointer(start: firstDay, count: 1)
      while index < spans.count {
        switch (spans[index].backlog, spans[index].ahead) {
        case (true, true): runEnded(BacklogAndAhead.self, spans, from: &index, flags, balance, rules, periodStarts, wholeEra, &misses)
        case (true, false): runEnded(BacklogOnly.self, spans, from: &index, flags, balance, rules, periodStarts, wholeEra, &misses)
        case (false, true): runEnded(AheadOnly.self, spans, from: &index, flags, balance, rules, periodStarts, wholeEra, &misses)
        case (false, false): runEnded(Neither.self, spans, from: &index, flags, balance, rules, periodStarts, wholeEra, &misses)
        }
      }
    }
  }

  /// The passes of the eras from `index` on that have `Options`' options, `index` moved past
  /// them.
  private static func runEnded<Options: PastOptions>(
    _ options: Options.Type, _ spans: UnsafeBufferPointer<TimelineSpan>, from index: inout Int,
    _ flags: UnsafeBufferPointer<UInt8>, _ balance: UnsafeMutableBufferPointer<Int>,
    _ rules: UnsafeMutableBufferPointer<StatusRule>, _ periodStarts: UnsafeBufferPointer<Int32>,
    _ wholeEra: UnsafeBufferPointer<Int32>, _ misses: inout MissStack
  ) {
    var carried = Carried(waiting: misses)
    repeat {
      let span = spans[index]
      let days = span.base..<(span.base + span.dayCount)
      let pass = StatusPass(
        flags: UnsafeBufferPointer(rebasing: flags[days]),
        segmentStarts: span.separated ? UnsafeBufferPointer(rebasing: periodStarts[span.periods]) : wholeEra,
        goal: span.goal, overAt: span.overAt, today: span.dayCount, backlog: Options.backlog, ahead: Options.ahead)
      carried.waiting.removeAll()
      carried = Carried(waiting: carried.waiting)
      carried.nextSegment = pass.segmentStarts.count > 1 ? Int(pass.segmentStarts[1]) : Int.max
      pass.runPast(
        Options.self, through: span.dayCount, balance: UnsafeMutableBufferPointer(rebasing: balance[days]),
        rules: UnsafeMutableBufferPointer(rebasing: rules[days]), &carried)
      index += 1
    } while index < spans.count && spans[index].backlog == Options.backlog && spans[index].ahead == Options.ahead
    // The stack may have grown (and moved): handed back for the next eras.
    misses = carried.waiting
  }
}
