import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits why`: the engine's rule for the day, and facts that lead to it.
@Suite struct WhyTests {
  @Test("every day of every example habit: the facts shown give the engine's rule and deviation")
  func rulesMatchEngineOnEveryDay() {
    let today = day(Examples.today)
    for a in Examples.analyses(through: today + 60) {
      var d = a.timeline.first - 3
      while d <= today + 60 {
        let why = WhyReport(analysis: a, day: d)
        #expect(why.status == a.status(on: d), "\(a.habit.name) \(d)")
        #expect(why.rule.status == why.status, "\(a.habit.name) \(d)")
        #expect(
          why.replayedRule == why.rule,
          "\(a.habit.name) \(d): the facts give \(why.replayedRule), the engine \(why.rule)")
        if why.window != nil {
          #expect(
            why.windowLogged - why.goal * why.windowDue == why.deviation,
            "\(a.habit.name) \(d) deviation")
        } else if d >= a.timeline.first {
          #expect(why.deviation == 0, "\(a.habit.name) \(d) deviation without window")
        }
        d = d + 1
      }
    }
  }
}

/// `habits why` through the command line: goldens, JSON against history, edges.
@Suite struct WhyCommandTests {
  @Test(
    "golden: examples, uncoloured",
    arguments: [
      (["why", "gym"], "why-gym-backlog.txt"),
      (["why", "read", "--date", "2026-11-10"], "why-read-completed-later.txt"),
      (["why", "review", "--date", "2026-11-24"], "why-review-backlog-earlier.txt"),
      (["why", "gym 2", "--date", "2026-11-23"], "why-gym2-ahead.txt"),
      (["why", "walk", "--date", "2026-11-09"], "why-walk-failed.txt"),
      (["why", "swim", "--date", "2026-11-21", "--json"], "why-swim.json"),
    ])
  func golden(arguments: [String], file: String) {
    let result = Examples.run(arguments)
    #expect(result.status == .success)
    #expect(result.err.isEmpty)
    Golden.assertMatches(result.out, Examples.golden(file))
  }

  @Test(
    "for every day of several habits, why names the status history --json reports",
    arguments: ["Gym", "Read", "Run", "Savings", "Walk", "Pushups", "Stretch", "Piano", "Gym 2"])
  func matchesHistory(name: String) {
    let history = historyStatuses(name, from: "2026-07-25", to: "2026-12-31")
    #expect(history.count == 160)
    // The model for every day, built as the command builds it (analysed through that day).
    for (date, status) in history {
      let analysis = Examples.analysis(name, through: day(date))
      let why = WhyReport(analysis: analysis, day: day(date))
      #expect(
        why.status.rawValue == status && why.rule.status.rawValue == status, "\(name) \(date)")
    }
    // The command itself on a sample of days.
    for date in ["2026-08-03", "2026-10-14", "2026-11-20", Examples.today, "2026-11-27"] {
      let out = Examples.run(["why", name, "--date", date, "--json"]).out
      #expect(out.contains("\"status\":\"\(history[date]!)\""), "\(name) \(date)")
    }
  }

  @Test("the backlog sentence names the miss, the period's end and the free day")
  func backlogSentence() {
    let why = WhyReport(analysis: Examples.analysis("Journal"), day: day(Examples.today))
    #expect(why.rule == .backlog)
    #expect(
      WhySentences(why).rule()
        == "Sun Nov 22 is backlog: you missed Tue Nov 17, so the week is 1 due day behind; "
        + "the week runs to Sun Nov 22, and it is the first free day from today.")
  }

  @Test("edges: not started, finished, on vacation")
  func edges() {
    let today = day(Examples.today)
    let journal = load(EdgeHabits.habits, log: EdgeHabits.log, today: Examples.today).journal
    func why(_ i: Int, _ d: String) -> WhyReport {
      WhyReport(
        analysis: HabitAnalysis(
          habit: journal.habits[i], log: journal.logs[i], today: today, through: day(d)),
        day: day(d))
    }
    #expect(why(0, "2026-11-22").rule == .notStarted)
    #expect(
      WhySentences(why(0, "2026-11-22")).rule()
        == "Sun Nov 22 is not started: the habit starts on Wed Nov 25.")
    #expect(why(1, "2026-11-20").rule == .finished)
    #expect(why(2, "2026-11-18").rule == .onVacation)
    #expect(
      WhySentences(why(2, "2026-11-18")).rule().contains(
        "the vacation from Mon Nov 16 to Fri Nov 20"))
    #expect(why(2, "2026-11-23").rule == .planned)
  }

  @Test("an unknown habit or a bad date is an error")
  func errors() {
    #expect(Examples.run(["why", "gmy"]).err.contains("did you mean 'Gym'"))
    #expect(Examples.run(["why", "gym", "--date", "soon"]).status == .failure)
  }
}

/// `why` on generated habits: every schedule kind and option, goals, vacations, carry over.
@Suite struct WhyGeneratedTests {
  @Test("the rule replayed on the facts, and the deviation, equal the engine's on generated habits", arguments: 0..<2)
  func generated(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 104_729 &+ 5))
    for _ in 0..<60 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      var habit = generator.habit(start: start)
      habit.since = start
      let days = generator.int(20...80)
      let log = generator.log(start: start, days: days, goal: habit.goal)
      let today = start + generator.int(-3...(days + 5))
      let analysis = HabitAnalysis(habit: habit, log: log, today: today, through: start + days + 20)
      var d = start - 2
      while d <= start + days + 20 {
        let why = WhyReport(analysis: analysis, day: d)
        let deviationOK = why.window.map { _ in
          why.windowLogged - why.goal * why.windowDue == why.deviation
        }
        if why.replayedRule != why.rule || why.rule.status != why.status || deviationOK == false {
          Issue.record(
            "\(habit) log \(log) today \(today) day \(d): facts \(why.replayedRule) engine \(why.rule)")
          return
        }
        d = d + 1
      }
    }
  }
}
