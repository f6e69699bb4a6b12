" Vim compiler file
" Compiler:  habits check (the `habits` tracker's linter)
"
" `:compiler habits` then `:make` runs `habits check` and fills the quickfix list with
" its problems. `habits check --format compact` prints one line per problem,
"     FILE:LINE:COL: SEVERITY: MESSAGE [CODE]
" (severity error, warning or note), then indented `= note:` lines and a count; those
" other lines stay in the list as text. Columns count bytes, as Vim's do.
" `habits` finds its files as on the command line: ./habits.txt and ./log.txt, or
" $HABITS_FILE / $HABITS_DIR; pass `:make --dir %:p:h` for the folder of the current file.

if exists('current_compiler')
  finish
endif
let current_compiler = 'habits'

if exists(':CompilerSet') != 2
  command -nargs=* CompilerSet setlocal <args>
endif

let s:cpo_save = &cpo
set cpo&vim

CompilerSet makeprg=habits\ check\ --format\ compact\ --color\ never
CompilerSet errorformat=%f:%l:%c:\ %t%*[^:]:\ %m

let &cpo = s:cpo_save
unlet s:cpo_save
