" Filetype detection for the `habits` tracker's files.
"
"   habits.txt, *.habits          -> habits
"   *.habitslog                   -> habitslog
"   log.txt                       -> habitslog, only when it is a habits log:
"       - a habits.txt (or a *.habits file) sits in the same folder, or
"       - its first lines that are not blank or comments (up to five) all look like log
"         lines: a date YYYY-MM-DD, then nothing or a text without ':' (server logs have
"         times like 12:00:03 and "ERROR:"; habit names cannot contain ':').
"     Any other log.txt keeps the filetype Vim gives it.
"   $HABITS_FILE, $HABITS_LOG     -> habits, habitslog (the files `habits` reads by default)
"
" `set filetype=` rather than `setfiletype`: Vim's own detection has already called every
" *.txt file `text` by the time ftdetect scripts run.

autocmd BufNewFile,BufRead habits.txt,*.habits set filetype=habits
autocmd BufNewFile,BufRead *.habitslog set filetype=habitslog
autocmd BufNewFile,BufRead log.txt if <SID>IsHabitsLog() | set filetype=habitslog | endif

if !empty($HABITS_FILE)
  execute 'autocmd BufNewFile,BufRead' fnameescape(fnamemodify(expand($HABITS_FILE), ':p'))
        \ 'set filetype=habits'
endif
if !empty($HABITS_LOG)
  execute 'autocmd BufNewFile,BufRead' fnameescape(fnamemodify(expand($HABITS_LOG), ':p'))
        \ 'set filetype=habitslog'
endif

function! s:IsHabitsLog() abort
  let dir = expand('<afile>:p:h')
  if filereadable(dir . '/habits.txt') || !empty(glob(dir . '/*.habits', 1, 1))
    return 1
  endif
  if !empty($HABITS_FILE) && fnamemodify(expand($HABITS_FILE), ':p:h') ==# dir
    return 1
  endif
  let dated = 0
  for line in getline(1, 200)
    if line =~# '^\s*\%(#.*\)\=$'
      continue
    endif
    if line !~# '^\s*\d\{4}-\d\d-\d\d\%(\s\+[^0-9[:space:]#][^:#]*\)\=\s*\%(#.*\)\=$'
      return 0
    endif
    let dated += 1
    if dated == 5
      break
    endif
  endfor
  return dated > 0
endfunction
