" Vim filetype plugin for the `habits` tracker's log (log.txt).
" '#' comments; `:make` runs `habits check` (see compiler/habits.vim), unless
" g:habits_no_compiler is set.

if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=#\ %s comments=:# formatoptions-=t formatoptions+=croql
let b:undo_ftplugin = 'setlocal commentstring< comments< formatoptions<'

if !get(g:, 'habits_no_compiler', 0)
  compiler habits
  let b:undo_ftplugin .= ' makeprg< errorformat< | unlet! b:current_compiler'
endif
