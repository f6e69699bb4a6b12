" Vim syntax file
" Language:   log file of the `habits` tracker (log.txt)
" Filenames:  *.habitslog, and log.txt when ftdetect/habits.vim recognises it
" Source:     editors/vim/syntax/habitslog.vim in the habits repository
"
" The grammar is the one of Sources/HabitsKit/Syntax/LogFileParser.swift. Each line is blank,
" a comment, or a date YYYY-MM-DD followed by
"   NAME [xN] { ',' NAME [xN] }          completions, with optional counts
"   vacation [NAMES] [until DATE]        a break, for some habits or all
"   skip NAMES                           a day off for some habits
"   resume [NAMES]                       the end of an open-ended vacation
"   redeem REWARD [xN]                   points spent on a reward
" `#` starts a comment anywhere. A line that does not start with an existing date, a bad
" count (x0, x-1, x2a), an empty name between commas, `skip` without names and git conflict
" markers are highlighted as errors. Directives are matched ignoring case, as the parser does.

if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syn case ignore

" A date YYYY-MM-DD that exists (leap years included), as in syntax/habits.vim.
let s:leap = '\%(\d\d\%(0[48]\|[2468][048]\|[13579][26]\)\|\%([02468][048]\|[13579][26]\)00\)'
let s:date = '\%(\d\{4}-\%(\%(0[1-9]\|1[0-2]\)-\%(0[1-9]\|1\d\|2[0-8]\)'
      \ . '\|\%(0[13-9]\|1[0-2]\)-\%(29\|30\)\|\%(0[13578]\|1[02]\)-31\)\|' . s:leap . '-02-29\)'
" The end of a word: a blank, a comment or the end of the line.
let s:wordEnd = '\%([[:space:]\u00a0#]\|$\)'
" The end of the content: optional blanks, then a comment or the end of the line.
let s:lineEnd = '\s*\%(#.*\)\=$'

" ---------------------------------------------------------------- the date
" Whatever the first word is, it must be a date: else the line is an error.
syn match habitslogBadStart /^\s*\zs[^#[:space:]\u00a0]\+/
exe 'syn match habitslogDate /^\s*\zs' . s:date . '\ze' . s:wordEnd . '/'
      \ . ' nextgroup=habitslogEntries,habitslogLeadingComma,habitslogVacation,habitslogSkip,'
      \ . 'habitslogResume,habitslogRedeem,habitslogSkipAlone skipwhite'
" A date with nothing after it is an error too ("expected a habit name ... after the date").
exe 'syn match habitslogDateAlone /^\s*\zs' . s:date . '\ze' . s:lineEnd . '/'

" ---------------------------------------------------------------- completions
" NAME [xN] { ',' NAME [xN] }. (No look-behinds here: they make Vim slow on long logs.)
syn match habitslogEntries contained /[^#[:space:],][^#]*/
      \ contains=habitslogHabit,habitslogComma,habitslogEmptyItem
syn match habitslogLeadingComma contained /,/ nextgroup=habitslogEntries skipwhite
" A name runs to the end of its entry, or to a count: the last word of an entry with a name
" before it, a marker x, X or × then digits (or a sign, to be reported).
let s:count = '[x\u00d7][-+0-9][^,#[:space:]]*'
" Or to an amount with its unit (5.2 km, 5.2km): a number with at most 3 decimals, then a
" word without digits that is not a count's or a goal's word.
let s:amount = '\d\+\%(\.\d\{1,3}\)\=\s*\%(\%(times\=\|x\|an\=\|per\|each\|every\|daily\|days\=\)'
      \ . '\%([[:space:],#]\|$\)\)\@![^[:space:][:digit:],#.:+\-/\u00d7\u00a0][^[:space:][:digit:],#:\u00a0]*'
exe 'syn match habitslogHabit contained /[^,#[:space:]]\%([^,#]\{-}[^,#[:space:]]\)\=\ze'
      \ . '\%(\s\+\%(' . s:count . '\|' . s:amount . '\)\)\=\s*\%([,#]\|$\)/'
      \ . ' nextgroup=habitslogBadCount,habitslogCount,habitslogAmount skipwhite'
exe 'syn match habitslogAmount contained /' . s:amount . '\ze\s*\%([,#]\|$\)/'
" A count is 1...1000000; anything else after the marker (x0, x-1, x2a) is an invalid count.
exe 'syn match habitslogBadCount contained /' . s:count . '/'
syn match habitslogCount contained /[x\u00d7]0*\%([1-9]\d\{0,5}\|1000000\)\ze\s*\%([,#]\|$\)/
syn match habitslogComma contained /,/
" An empty entry: a comma with nothing after it (before it: habitslogLeadingComma).
syn match habitslogEmptyItem contained /,\ze\s*\%([,#]\|$\)/

" ---------------------------------------------------------------- directives
" vacation [NAMES] [until DATE]; skip NAMES; resume [NAMES]. A line whose names are all
" habits is a completion line instead ("Skip rope"); a highlighter cannot know that.
syn match habitslogVacation contained /vacation\ze\%([[:space:],#]\|$\)/
      \ nextgroup=habitslogVacationArgs skipwhite
syn match habitslogSkip contained /skip\ze\%([[:space:],#]\|$\)/
      \ nextgroup=habitslogNames skipwhite
exe 'syn match habitslogSkipAlone contained /skip\ze' . s:lineEnd . '/'
syn match habitslogResume contained /resume\ze\%([[:space:],#]\|$\)/
      \ nextgroup=habitslogNames skipwhite
" redeem REWARD [xN]: points spent on a reward, highlighted as an entry is.
syn match habitslogRedeem contained /redeem\ze\%([[:space:],#]\|$\)/
      \ nextgroup=habitslogEntries skipwhite

syn match habitslogNames contained /[^#[:space:]][^#]*/
      \ contains=habitslogTarget,habitslogComma,habitslogEmptyItem
syn match habitslogVacationArgs contained /[^#[:space:]][^#]*/
      \ contains=habitslogTarget,habitslogComma,habitslogEmptyItem,habitslogUntil
" The names a directive applies to (no counts); in a vacation they stop before "until DATE".
exe 'syn match habitslogTarget contained /[^,#[:space:]]\%([^,#]\{-}[^,#[:space:]]\)\=\ze'
      \ . '\s*\%([,#]\|$\|\s\+until\s\+[^#[:space:]]\+' . s:lineEnd . '\)/'
" "until DATE" ends a vacation when they are its last two words.
exe 'syn match habitslogUntil contained /until\ze\s\+[^#[:space:]]\+' . s:lineEnd . '/'
      \ . ' nextgroup=habitslogBadDate,habitslogUntilDate skipwhite'
syn match habitslogBadDate contained /[^#[:space:]]\+/
exe 'syn match habitslogUntilDate contained /' . s:date . '\ze' . s:wordEnd . '/'

" ---------------------------------------------------------------- comments, conflicts
syn match habitslogComment /#.*/ contains=habitslogTodo,@Spell
" A directive `# habits: allow CODE, CODE`, never a note; any other comment is plain.
syn match habitslogDirective /#\s*habits:\s*allow\%([[:space:],].*\)\=$/
syn case match
syn keyword habitslogTodo contained TODO FIXME XXX
syn case ignore

syn match habitslogConflict /^\([<|=>]\)\1\{6}\%(\s.*\)\=$/

" ---------------------------------------------------------------- colours
hi def link habitslogComment       Comment
hi def link habitslogDirective     PreProc
hi def link habitslogTodo          Todo
hi def link habitslogDate          Special
hi def link habitslogUntilDate     Special
hi def link habitslogHabit         Identifier
hi def link habitslogTarget        Identifier
hi def link habitslogCount         Number
hi def link habitslogAmount        Number
hi def link habitslogComma         Delimiter
hi def link habitslogVacation      Keyword
hi def link habitslogSkip          Keyword
hi def link habitslogResume        Keyword
hi def link habitslogRedeem        Keyword
hi def link habitslogUntil         Keyword
hi def link habitslogError         Error
hi def link habitslogBadStart      habitslogError
hi def link habitslogDateAlone     habitslogError
hi def link habitslogBadCount      habitslogError
hi def link habitslogEmptyItem     habitslogError
hi def link habitslogLeadingComma  habitslogError
hi def link habitslogSkipAlone     habitslogError
hi def link habitslogBadDate       habitslogError
hi def link habitslogConflict      habitslogError

let b:current_syntax = 'habitslog'

let &cpo = s:cpo_save
unlet s:cpo_save
