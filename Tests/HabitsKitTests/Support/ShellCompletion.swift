import Testing

@testable import HabitsKit
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Drives the real shells' completion with the scripts `habits completion` prints, as a user's
/// TAB would: the built `habits` is first on PATH (the scripts run it for habit names), the
/// commands run in a given folder, and each shell answers many command lines in one process.
///
/// - bash: the function the script registers (`complete -p habits`) is called with
///   `COMP_WORDS`, `COMP_CWORD`, `COMP_LINE` and `COMP_POINT` as readline sets them (an `=`
///   after an option is a word of its own, as `COMP_WORDBREAKS` makes it); the candidates are
///   `COMPREPLY`.
/// - zsh: an interactive `zsh -f` in a pseudo-terminal (`zsh/zpty`) with `compinit`, typing
///   the line and a TAB; a `compadd` wrapper reports what the completion system would add.
/// - fish: `complete -C LINE`, fish's own completion of a command line.
enum ShellCompletion {
  /// The shells, by their program names.
  static let shells = CompletionScript.Shell.allCases

  /// Whether `shell` is installed.
  static func isInstalled(_ shell: CompletionScript.Shell) -> Bool { Subprocess.isInstalled(shell.rawValue) }

  /// The candidates `shell` offers for each of `lines` (the cursor at the end), run in
  /// `folder`, as the shell has them (bash and zsh escape a space in a name: `Deep\ clean`).
  /// - Parameter readline: for bash, type each line into an interactive bash in a
  ///   pseudo-terminal (driven by zsh's `zpty`) and ask readline for its possible completions,
  ///   instead of calling the completion function with the words split here.
  static func candidates(
    _ shell: CompletionScript.Shell, for lines: [String], in folder: String, readline: Bool = false
  ) throws -> [[String]] {
    let binary = try #require(Subprocess.habits, "the habits binary is not built")
    let bin = String(binary[..<binary.lastIndex(of: "/")!])
    let scripts = try #require(TemporaryFolder())
    defer { scripts.remove() }
    let fake = FakeEnvironment()
    fake.run(["completion", shell.rawValue])
    let name = shell == .zsh ? "_habits" : "habits." + shell.rawValue
    scripts.write(fake.stdout, to: name)
    let path = bin + ":" + (getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin")
    let argv: [String]
    switch shell {
    case .bash where readline:
      scripts.write(bashReadlineDriver, to: "driver.zsh")
      argv = ["zsh", "-f", scripts.file("driver.zsh"), scripts.file(name), bin] + lines
    case .bash:
      scripts.write(bashDriver(lines), to: "driver.bash")
      argv = ["bash", "--norc", "--noprofile", scripts.file("driver.bash"), scripts.file(name)]
    case .zsh:
      scripts.write(zshDriver, to: "driver.zsh")
      argv = ["zsh", "-f", scripts.file("driver.zsh"), scripts.file(name)] + lines
    case .fish:
      let program = "source $argv[1]; for line in $argv[2..-1]; echo '<<LINE>>'; complete -C $line; end"
      argv = ["fish", "--no-config", "-c", program, scripts.file(name)] + lines
    }
    // A shell that stalls (a pseudo-terminal waiting forever) fails the test instead of hanging it.
    let result = try #require(Subprocess.run(["timeout", "60"] + argv, in: folder, environment: ["PATH": path]))
    #expect(result.status == 0, "\(shell): exit \(result.status): \(result.stderr)")
    #expect(result.stderr.isEmpty, "\(shell): \(result.stderr)")
    // Each line's answer follows a "<<LINE>>" marker; fish adds "<TAB>description".
    var answers: [[String]] = []
    for row in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      if row == "<<LINE>>" {
        answers.append([])
      } else if !row.isEmpty, !answers.isEmpty {
        answers[answers.count - 1].append(String(row.split(separator: "\t", omittingEmptySubsequences: false)[0]))
      }
    }
    #expect(answers.count == lines.count, "\(shell): \(result.stdout)")
    return answers
  }

  /// The words readline makes of `line` for bash: split at unquoted blanks, with an `=` a word
  /// of its own; a trailing blank starts an empty word.
  static func bashWords(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if character == "\\" && quote != "'" {
        word.append(character)
        escaped = true
      } else if let open = quote {
        word.append(character)
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        word.append(character)
        quote = character
      } else if character == " " {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else if character == "=" {
        if !word.isEmpty { words.append(word) }
        words.append("=")
        word = ""
      } else {
        word.append(character)
      }
    }
    words.append(word)
    return words
  }

  /// A bash program that sources the script, finds the function it registers for `habits`,
  /// and calls it for each line.
  private static func bashDriver(_ lines: [String]) -> String {
    func quoted(_ word: String) -> String { "'" + word.replacing("'", with: #"'\''"#) + "'" }
    var program = #"""
      source "$1"
      spec=$(complete -p habits) || exit 3
      function=${spec##*-F }; function=${function%% *}
      complete_line() {
        COMP_LINE=$1; COMP_POINT=${#1}; shift
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
        "$function" habits "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        echo '<<LINE>>'
        ((${#COMPREPLY[@]})) && printf '%s\n' "${COMPREPLY[@]}"
        return 0
      }

      """#
    for line in lines {
      program += "complete_line " + ([line] + bashWords(line)).map(quoted).joined(separator: " ") + "\n"
    }
    return program
  }

  /// A zsh program that types each line into a fresh interactive bash in a pseudo-terminal
  /// and asks readline for the possible completions, one a line (bound to C-t: an escape
  /// sequence would depend on readline's key timeout); readline splits the words and calls the
  /// function. One bash per line: after a line with no completions, readline lists nothing
  /// for the next one in the same session.
  private static let bashReadlineDriver = #"""
    zmodload zsh/zpty || exit 3
    for line in "${@[3,-1]}"; do
      print -r -- '<<LINE>>'
      zpty b TERM=dumb bash --norc --noprofile -i
      zpty -w b "PS1='RL> '; PATH=${(q)2}:\$PATH; source ${(q)1}"
      zpty -w b "bind 'set completion-display-width 0'; bind 'set page-completions off'; bind 'set completion-query-items 0'"
      zpty -w b "bind 'set bell-style none'; bind 'set enable-bracketed-paste off'; bind '\"\\C-t\": possible-completions'"
      zpty -w b 'echo "<<READ""Y>>"'
      # Typing waits for the prompt: before it the terminal is not raw yet, and the line
      # discipline itself would take C-u as "erase the line".
      zpty -r -m b out '*<<READY>>*RL> ' || exit 4
      zpty -n -w b "$line"$'\C-t\C-u'
      zpty -w b 'echo "<<DO""NE>>"'
      zpty -r -m b out '*<<DONE>>*RL> ' || exit 5
      # The listing: the lines before the marker that are not the prompt's.
      for row in "${(@f)out}"; do
        row=${row%$'\r'}
        [[ -z $row || $row == 'RL>'* || $row == *'<<DONE>>'* ]] || print -r -- "$row"
      done
      zpty -d b
    done
    exit 0
    """#

  /// The zsh program: an interactive `zsh -f` in a pseudo-terminal, with compinit and the
  /// script loaded; each line is typed with a TAB, the candidates come from a `compadd`
  /// wrapper (the technique of zsh-capture-completion), and the line is then cleared.
  private static let zshDriver = #"""
    zmodload zsh/zpty || exit 3
    zpty z zsh -f -i
    zpty -w z "PS1= RPROMPT= ; unsetopt zle_bracketed_paste 2>/dev/null; fpath=(${(q)1:h} \$fpath)"
    zpty -w z 'autoload -U compinit; compinit -u -D'
    zpty -w z 'bindkey "^I" complete-word; bindkey "^U" kill-whole-line'
    zpty -w z "zstyle ':completion:*' list-grouped false; zstyle ':completion:*' insert-tab false"
    # comppostfuncs is emptied after each completion: the marker function puts itself back.
    zpty -w z '__done() { print -r -- "<<DONE>>"; comppostfuncs=( __done ) }; comppostfuncs=( __done )'
    zpty -w z 'compadd() {
      if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
      local -a __hits
      builtin compadd -A __hits "$@"
      local __hit
      for __hit in $__hits; do print -r -- "<<HIT>>$__hit"; done
      builtin compadd "$@"
    }'
    # The marker is split in the command so that only its output matches.
    zpty -w z 'print -r -- "<<READ""Y>>"'
    zpty -r -m z out '*<<READY>>*' || exit 4
    for line in "${@[2,-1]}"; do
      print -r -- '<<LINE>>'
      zpty -n -w z "$line"$'\t'
      zpty -r -m z out '*<<DONE>>*' || exit 5
      for row in "${(@f)out}"; do
        [[ $row == *'<<HIT>>'* ]] && print -r -- "${${row#*<<HIT>>}%$'\r'}"
      done
      zpty -n -w z $'\C-u'
    done
    zpty -d z
    exit 0
    """#
}
