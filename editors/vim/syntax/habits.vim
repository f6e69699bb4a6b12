" Vim syntax file
" Language:   habits file of the `habits` tracker (habits.txt)
" Filenames:  habits.txt, *.habits
" Source:     editors/vim/syntax/habits.vim in the habits repository
"
" The grammar is the one of Sources/HabitsKit/Syntax (HabitsFileParser, ScheduleParser,
" OptionParser, Vocabulary). Each line is blank, a comment, a setting (`week starts on DAY`,
" `day ends at HH:MM`), a group heading `[Group]`, or a habit `NAME: SCHEDULE; OPTION; OPTION`. `#` starts a comment anywhere. Words that the
" parser does not know in a schedule or an option are highlighted as errors, and so are
" impossible dates, wrong ordinals (2th), names with ',' ';' or a trailing count, lines
" without a colon, and git conflict markers. Keywords are matched ignoring case, as the
" parser does.

if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syn case ignore
" A word is what the parser's tokenizer reads: a run of anything but blanks, no-break spaces,
" ',' ';' '#' (and ':' here, so that "Gym:Mon" still shows Mon as a weekday).
syn iskeyword 33-34,36-43,45-57,60-126,128-159,161-255

" Patterns (the date is repeated in syntax/habitslog.vim).
" A weekday as Vocabulary.weekdays spells it: full, plural, three and two letters, tues...
let s:weekday = '\%(mon\%(days\=\)\=\|mo\|tue\%(s\|sdays\=\)\=\|tu\|wed\%(s\|nesdays\=\)\=\|we'
      \ . '\|thu\%(rs\=\|rsdays\=\)\=\|th\|fri\%(days\=\)\=\|fr\|sat\%(urdays\=\)\=\|sa'
      \ . '\|sun\%(days\=\)\=\|su\)'
" A date YYYY-MM-DD that exists (leap years included); anything else shaped like a date is
" an error, as in Bytes.isoDate and DateSyntax.
let s:leap = '\%(\d\d\%(0[48]\|[2468][048]\|[13579][26]\)\|\%([02468][048]\|[13579][26]\)00\)'
let s:date = '\%(\d\{4}-\%(\%(0[1-9]\|1[0-2]\)-\%(0[1-9]\|1\d\|2[0-8]\)'
      \ . '\|\%(0[13-9]\|1[0-2]\)-\%(29\|30\)\|\%(0[13578]\|1[02]\)-31\)\|' . s:leap . '-02-29\)'
" An ordinal with the right suffix: 1st 2nd 3rd 4th ... 11th 12th 13th ... 21st 22nd.
let s:ordinal = '\%(\d*1\dth\|\%(\d*[02-9]\)\=\%(1st\|2nd\|3rd\|[04-9]th\)\)'

" ---------------------------------------------------------------- words of clauses
" Defined from the weakest to the strongest: for matches starting at the same place the last
" one defined wins, and keywords beat matches.
syn match habitsUnknown    contained /[^[:space:],;#\u00a0]\+/
syn match habitsBadDate    contained /\<\d\+\%([-.]\|\/\)[^[:space:],;#\u00a0]*/
syn match habitsBadOrdinal contained /\<\d\+\%(st\|nd\|rd\|th\)\>/
syn match habitsNumber     contained /\<\d\+\>/
syn match habitsCount      contained /\<\%(\d\+x\|x\d\+\)\>/
" An amount in a unit (5 km, 1.5l): digits, at most 3 decimals, a word without digits that
" is not an option's word ("3 times" is a count).
syn match habitsAmount     contained /\<\d\+\%(\.\d\{1,3}\)\=\s*\%(\%(times\=\|x\|an\=\|per\|each\|every\|daily\|days\=\|weeks\=\|months\=\|years\=\|occurrences\=\)\%([[:space:],;#]\|$\)\)\@![^[:space:][:digit:],;#.:+\-/\u00a0][^[:space:][:digit:],;#:\u00a0]*\%([[:space:],;#]\|$\)\@=/
exe 'syn match habitsOrdinal contained /\<' . s:ordinal . '\>/'
exe 'syn match habitsDate    contained /\<' . s:date . '\>/'
exe 'syn match habitsWeekday contained /\<' . s:weekday . '-' . s:weekday . '\>/'
syn match habitsComma      contained /,/
" A tracked habit's unit alone, the option right after `tracked` (Weight: tracked; kg).
syn match habitsTrackedUnit contained /\%(\<track\%(ed\)\=\s*;\s*\)\@<=[^[:space:][:digit:],;#.:+\-/\u00a0][^[:space:][:digit:],;#:\u00a0]*\%(\s*\%([;#]\|$\)\)\@=/
" A time of day HH:MM, 24-hour (TimeSyntax); any other shape of digits and ':' is an error.
syn match habitsBadTime    contained /\<\d\+:[^[:space:],;#\u00a0]*/
syn match habitsTime       contained /\<\%([01]\d\|2[0-3]\):[0-5]\d\>/

syn keyword habitsWeekday contained
      \ mon monday mondays mo tue tues tuesday tuesdays tu wed weds wednesday wednesdays we
      \ thu thur thurs thursday thursdays th fri friday fridays fr sat saturday saturdays sa
      \ sun sunday sundays su weekdays weekends
syn keyword habitsMonth contained
      \ jan january feb february mar march apr april may jun june jul july aug august
      \ sep sept september oct october nov november dec december
syn keyword habitsOrdinal contained first second third fourth fifth

" Words of schedules (ScheduleParser).
syn keyword habitsScheduleKeyword contained
      \ every daily weekly monthly quarterly quarter quarters yearly annually day days week weeks month months year years after never at most
      \ weekday weekend other on the of last off a an per each in once twice thrice times
      \ time x and & least any tracked track

" Words of options (OptionParser).
syn keyword habitsOptionKeyword contained
      \ since from starting starts start started until till through ending ends end after on
      \ for occurrences occurrence times time day days week weeks month months year years
      \ begins begin no without backlog catch-up catchup completing ahead carry carry-over
      \ carryover over periods period the grace of a per each daily x at
      \ points point priority do first plan delay delegate

syn cluster habitsScheduleItems contains=habitsUnknown,habitsBadDate,habitsBadOrdinal,
      \habitsNumber,habitsCount,habitsOrdinal,habitsDate,habitsWeekday,habitsMonth,
      \habitsScheduleKeyword,habitsComma
syn cluster habitsOptionItems contains=habitsUnknown,habitsBadDate,habitsNumber,habitsCount,habitsAmount,
      \habitsDate,habitsWeekday,habitsOptionKeyword,habitsComma,habitsBadTime,habitsTime,habitsTags,habitsTrackedUnit

" `tags outdoor, morning` (OptionParser+Labels): every word after the keyword is a tag; a
" tag with ':' is an error.
syn match habitsTags contained /\<\%(tags\|tag\|tagged\)\>[^;#]*/ contains=habitsTagKeyword,habitsTag,habitsComma
syn match habitsTag contained /[^[:space:],;#\u00a0]\+/ contains=habitsTagError
syn match habitsTagError contained /:/
syn match habitsTagKeyword contained /\<\%(tags\|tag\|tagged\)\>/

" ---------------------------------------------------------------- lines
" A line that is neither blank, a comment, a setting nor a habit: no ':' before any comment.
syn match habitsMissingColon /^\s*\zs[^#:[:space:]][^#:]\{-}\ze\s*\%(#.*\)\=$/

" Habit: NAME ':' SCHEDULE { ';' OPTION }
syn match habitsName /^\s*\zs[^#:[:space:]][^#:]\{-}\ze\s*:/
      \ contains=habitsNameError nextgroup=habitsColon,habitsMissingSchedule skipwhite
" A name cannot contain ',' or ';', nor end in a count like " x2" (the log's syntax).
syn match habitsNameError contained /[,;]/
syn match habitsNameError contained /\s\zsx\d\+\ze\s*:/
syn match habitsEmptyName /^\s*\zs:/ nextgroup=habitsSchedule,habitsMissingSchedule skipwhite
syn match habitsColon contained /:/ nextgroup=habitsSchedule,habitsMissingSchedule skipwhite
" No schedule: the ';' right after the colon, or the colon at the end, is the error.
syn match habitsMissingSchedule contained /;/ nextgroup=habitsOption,habitsOptionSep skipwhite
syn match habitsMissingSchedule contained /:\ze\s*\%(#.*\)\=$/
syn match habitsSchedule contained /[^;#[:space:]][^;#]*/
      \ contains=@habitsScheduleItems nextgroup=habitsOptionSep
syn match habitsOptionSep contained /;/ nextgroup=habitsOption,habitsOptionSep skipwhite
syn match habitsOption contained /[^;#[:space:]][^;#]*/
      \ contains=@habitsOptionItems nextgroup=habitsOptionSep

" Setting: "week starts on DAY" (also "weeks start", "week begins", "week-start: DAY").
" A colon elsewhere on the line makes it a habit ("Week start ritual: Mon").
syn match habitsSetting
      \ /^\s*\zs\%(weeks\=\s\+\%(starts\=\|begins\=\)\|week-starts\=\)\%(:[^#]*\|\%(\s[^#:]*\)\=\)\ze\%(#.*\)\=$/
      \ contains=habitsSettingKeyword,habitsWeekday,habitsUnknown
syn match habitsSettingKeyword contained /\%(weeks\=\s\+\%(starts\=\|begins\=\)\|week-starts\=\):\=/
syn keyword habitsSettingKeyword contained on

" Setting: "day ends at HH:MM" (HabitsFileParser+Headings), defined after the habit so that
" its colon does not make it one.
syn match habitsDayEnd /^\s*\zsday\s\+ends\=\s\+at\s\+[^#[:space:]]*\ze\s*\%(#.*\)\=$/
      \ contains=habitsDayEndKeyword,habitsBadTime,habitsTime,habitsUnknown
syn match habitsDayEndKeyword contained /\<day\s\+ends\=\s\+at\>/

" Setting: "allow CODE, CODE" (AllowDirective), recognised before habit lines: a line whose
" first word is "allow" and that has no colon ("Allowance: monthly" is a habit).
syn match habitsAllow /^\s*\zsallow\%([[:space:],][^#:]*\)\=\ze\%(#.*\)\=$/ contains=habitsAllowKeyword,habitsCode
syn match habitsCode contained /\<[a-z]\+\%(-[a-z]\+\)*\>/
" After the codes: at the line's start 'allow' is the keyword, not a code.
syn match habitsAllowKeyword contained /\%(^\s*\)\@<=allow/

" A group heading `[Health]`, alone on its line. A line that starts with '[' and is no
" heading is an error (never a habit): `[Gym: Mon`, `[Health`, `[Work] Standup: weekdays`.
syn match habitsBadHeading /^\s*\zs\[[^#]*/
syn match habitsHeading /^\s*\zs\[\s*[^][:;#[:space:]][^][:;#]*\]\ze\s*\%(#.*\)\=$/
      \ contains=habitsHeadingBracket,habitsReservedGroup
syn match habitsHeadingBracket contained /[][]/
syn match habitsReservedGroup contained /\%(\[\s*\)\@<=rewards\ze\s*\]/

" Comments, anywhere.
syn match habitsComment /#.*/ contains=habitsTodo,@Spell
" A directive `# habits: allow CODE, CODE`; any other comment, `# habits: ...` too, is plain.
syn match habitsDirective /#\s*habits:\s*allow\%([[:space:],].*\)\=$/
syn case match
syn keyword habitsTodo contained TODO FIXME XXX
syn case ignore

" Git conflict markers: the parser rejects the line.
syn match habitsConflict /^\([<|=>]\)\1\{6}\%(\s.*\)\=$/

" ---------------------------------------------------------------- colours
hi def link habitsComment          Comment
hi def link habitsTodo             Todo
hi def link habitsName             Identifier
hi def link habitsColon            Delimiter
hi def link habitsOptionSep        Delimiter
hi def link habitsComma            Delimiter
hi def link habitsScheduleKeyword  Keyword
hi def link habitsOptionKeyword    Type
hi def link habitsSetting          PreProc
hi def link habitsSettingKeyword   PreProc
hi def link habitsAllow            PreProc
hi def link habitsAllowKeyword     PreProc
hi def link habitsCode             Constant
hi def link habitsDirective        PreProc
hi def link habitsWeekday          Constant
hi def link habitsMonth            Constant
hi def link habitsOrdinal          Number
hi def link habitsNumber           Number
hi def link habitsCount            Number
hi def link habitsAmount           Number
hi def link habitsTrackedUnit      Number
hi def link habitsDate             Special
hi def link habitsError            Error
hi def link habitsUnknown          habitsError
hi def link habitsBadDate          habitsError
hi def link habitsBadOrdinal       habitsError
hi def link habitsNameError        habitsError
hi def link habitsEmptyName        habitsError
hi def link habitsMissingColon     habitsError
hi def link habitsMissingSchedule  habitsError
hi def link habitsConflict         habitsError
hi def link habitsTime             Number
hi def link habitsBadTime          habitsError
hi def link habitsTagKeyword       Type
hi def link habitsTag              Label
hi def link habitsTagError         habitsError
hi def link habitsDayEnd           PreProc
hi def link habitsDayEndKeyword    PreProc
hi def link habitsHeading          Title
hi def link habitsHeadingBracket   Delimiter
hi def link habitsBadHeading       habitsError
hi def link habitsReservedGroup    habitsError

let b:current_syntax = 'habits'

let &cpo = s:cpo_save
unlet s:cpo_save
