/// `habits why NAME`: one day's status explained in plain words.
enum WhyCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "why",
      abstract: "Explain one day's status in plain words.",
      discussion:
        "Says which period the day belongs to, the due days in it, what was logged, how far ahead "
        + "or "
        + "behind the habit stood before the day, and which rule gave the status (for instance: "
        + "backlog, because "
        + "a due day was missed and this is the first free day from today). The status is the one "
        + "'history' "
        + "shows.",
      arguments: [.init("name", help: "The habit (any case; a unique prefix is enough).")],
      options: [
        .init("date", value: "date", help: "The day to explain (default: today)."),
        .init("json", help: "Print JSON (see docs/json.md)."),
      ])
  ) { context in
    let loaded: Loader.Result
    switch context.loadForReport() {
    case .success(let result): loaded = result
    case .failure(let status): return status
    }
    let index: Int
    switch context.findHabit(context.arguments.positionals[0], in: loaded.journal) {
    case .success(let i): index = i
    case .failure(let status): return status
    }
    let date: Day
    switch context.dateOption("date") {
    case .success(let d): date = d ?? context.invocation.today
    case .failure(let status): return status
    }
    let analysis = HabitAnalysis(
      habit: loaded.journal.habits[index], log: loaded.journal.logs[index],
      today: context.invocation.today,
      through: date)
    let why = WhyExplanation(analysis: analysis, day: date)
    let renderer = WhyRenderer(
      palette: context.invocation.palette, ascii: context.invocation.ascii,
      width: context.invocation.width)
    context.out(context.arguments.has("json") ? renderer.json(why) : renderer.text(why))
    return .success
  }
}
