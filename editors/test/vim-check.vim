" The Vim half of editors/test/run. Run as
"   vim -es -N -u NONE -i NONE -S editors/test/vim-check.vim
" from the repository root, with these environment variables:
"   VIM_TABLES   ':'-separated tables of positions, rows `FILE LINE COL GROUP [TEXT]`;
"                GROUP is a syntax group name, or @error for any group linked to Error
"   VIM_TYPES    the table of filetypes, rows `FILE FILETYPE` (or `!FILETYPE`: anything else)
"   VIM_CLEAN    ':'-separated files in which nothing may be highlighted as an error
"   VIM_HABITS   a habits binary for a real :make, or empty
"   VIM_OUT      where to write the report
" Exits with :cquit (status 1) when anything fails.

set nocompatible encoding=utf-8 noswapfile nomore shortmess+=A
" :make writes the output of `habits check` to the error file only, not to the terminal.
set shellpipe=>%s\ 2>&1
let s:root = getcwd()
let &runtimepath = s:root . '/editors/vim,' . &runtimepath
filetype plugin on
syntax on

let s:report = []
let s:failures = 0
let s:counts = {'positions': 0, 'clean': 0, 'filetypes': 0, 'quickfix': 0}

function! s:Fail(message) abort
  let s:failures += 1
  call add(s:report, 'FAIL ' . a:message)
endfunction

function! s:Open(file) abort
  if fnamemodify(bufname('%'), ':p') !=# fnamemodify(a:file, ':p')
    silent! %bwipeout!
    execute 'silent edit ' . fnameescape(a:file)
  endif
endfunction

function! s:Rows(table) abort
  let rows = []
  let number = 0
  for line in readfile(a:table)
    let number += 1
    if line =~# '^\s*\%(#.*\)\=$'
      continue
    endif
    call add(rows, [number, line])
  endfor
  return rows
endfunction

" -------------------------------------------------------------- syntax groups at positions
function! s:CheckPositions(table) abort
  for [number, row] in s:Rows(a:table)
    let m = matchlist(row, '^\s*\(\S\+\)\s\+\(\d\+\)\s\+\(\d\+\)\s\+\(\S\+\)\%(\s\+\(.\{-}\)\)\=\s*$')
    let where = fnamemodify(a:table, ':.') . ':' . number
    if empty(m)
      call s:Fail(where . ': a row is FILE LINE COL GROUP [TEXT]')
      continue
    endif
    let [file, lnum, col, expected, text] = [m[1], str2nr(m[2]), str2nr(m[3]), m[4], m[5]]
    let where .= ': ' . file . ':' . lnum . ':' . col
    if !filereadable(file)
      call s:Fail(where . ': no such file')
      continue
    endif
    call s:Open(file)
    if lnum > line('$')
      call s:Fail(where . ': the file has ' . line('$') . ' lines')
      continue
    endif
    if text !=# '' && strpart(getline(lnum), col - 1, strlen(text)) !=# text
      call s:Fail(where . ': expected the text "' . text . '" there, found "'
            \ . strpart(getline(lnum), col - 1, strlen(text)) . '" (the file changed? update the table)')
      continue
    endif
    let id = synID(lnum, col, 1)
    let found = synIDattr(id, 'name')
    let s:counts.positions += 1
    if expected ==# '@error'
      if synIDattr(synIDtrans(id), 'name') !=# 'Error'
        call s:Fail(where . ': habits check reports an error here, but it is highlighted as '
              \ . (found ==# '' ? 'nothing' : found . ' (' . synIDattr(synIDtrans(id), 'name') . ')'))
      endif
    elseif found !=# expected
      call s:Fail(where . ': expected ' . expected . ', found ' . (found ==# '' ? 'nothing' : found)
            \ . ' (filetype ' . &filetype . ')')
    endif
  endfor
endfunction

" -------------------------------------------------------------- no errors in valid files
function! s:CheckClean(file) abort
  call s:Open(a:file)
  for lnum in range(1, line('$'))
    let line = getline(lnum)
    for col in range(1, strlen(line))
      let s:counts.clean += 1
      let id = synIDtrans(synID(lnum, col, 1))
      if synIDattr(id, 'name') ==# 'Error'
        call s:Fail(a:file . ':' . lnum . ':' . col . ': ' . synIDattr(synID(lnum, col, 1), 'name')
              \ . ' (an error) in a file that habits check accepts')
        break
      endif
    endfor
  endfor
endfunction

" -------------------------------------------------------------- filetype detection
function! s:CheckFiletypes(table) abort
  for [number, row] in s:Rows(a:table)
    let m = matchlist(row, '^\s*\(\S\+\)\s\+\(!\=\)\(\S\+\)\s*$')
    let where = fnamemodify(a:table, ':.') . ':' . number
    if empty(m)
      call s:Fail(where . ': a row is FILE FILETYPE or FILE !FILETYPE')
      continue
    endif
    silent! %bwipeout!
    execute 'silent edit ' . fnameescape(m[1])
    let s:counts.filetypes += 1
    if m[2] ==# '!' ? &filetype ==# m[3] : &filetype !=# m[3]
      call s:Fail(where . ': ' . m[1] . ' has filetype "' . &filetype . '", expected ' . m[2] . m[3])
    endif
  endfor
endfunction

" -------------------------------------------------------------- ftplugin, compiler, quickfix
function! s:Expect(what, found, expected) abort
  let s:counts.quickfix += 1
  if a:found !=# a:expected
    call s:Fail(a:what . ': expected ' . string(a:expected) . ', found ' . string(a:found))
  endif
endfunction

function! s:Entries() abort
  return map(filter(getqflist(), 'v:val.valid'),
        \ '[fnamemodify(bufname(v:val.bufnr), ":t"), v:val.lnum, v:val.col, v:val.type, v:val.text]')
endfunction

function! s:CheckQuickfix() abort
  let dir = 'editors/test/fixtures/check'
  silent! %bwipeout!
  execute 'silent edit ' . dir . '/habits.txt'
  call s:Expect('commentstring in a habits buffer', &l:commentstring, '# %s')
  call s:Expect('makeprg set by the ftplugin', &l:makeprg, 'habits check --format compact --color never')
  call s:Expect('errorformat set by the ftplugin', &l:errorformat, '%f:%l:%c: %t%*[^:]: %m')
  execute 'lcd ' . dir
  " The compiler's errorformat, the one the README gives.
  silent cgetfile expected-compact.txt
  let expected = [
        \ ['habits.txt', 3, 16, 'w', 'Monday is listed twice [duplicate-day]'],
        \ ['habits.txt', 4, 13, 'e', "unknown weekday 'Mnday' [unknown-weekday]"],
        \ ['habits.txt', 5, 1, 'e', "expected ':' after the habit name [syntax]"],
        \ ['habits.txt', 6, 1, 'e', 'the week start is set to Sunday here but to Monday before [conflicting-setting]'],
        \ ['habits.txt', 2, 1, 'n', 'first set here'],
        \ ['log.txt', 2, 21, 'e', 'a count of 0 logs nothing [zero-count]'],
        \ ['log.txt', 3, 12, 'e', "unknown habit 'Rnu' [unknown-habit]"]]
  call s:Expect('quickfix entries with the compiler errorformat', s:Entries(), expected)
  call s:Expect('quickfix list length (notes and the count stay as text)', len(getqflist()), 12)
  " Vim's default errorformat (%f:%l:%c:%m) finds the same places, without the severity.
  let saved = &l:errorformat
  setlocal errorformat&
  silent cgetfile expected-compact.txt
  call s:Expect('quickfix places with the default errorformat',
        \ map(s:Entries(), 'v:val[0:2]'), map(deepcopy(expected), 'v:val[0:2]'))
  let &l:errorformat = saved
  " A real :make, when there is a habits binary.
  if $VIM_HABITS !=# ''
    " (The run sets these for the filetype checks; habits would read those files.)
    let [$HABITS_FILE, $HABITS_LOG] = ['', '']
    let &l:makeprg = escape($VIM_HABITS, ' \') . ' check --format compact --color never --today 2026-01-10'
    silent make!
    call s:Expect(':make with ' . $VIM_HABITS, s:Entries(), expected)
  else
    call add(s:report, 'vim: skipped :make (no habits binary; build it, or set HABITS_BIN)')
  endif
  execute 'lcd ' . fnameescape(s:root)
endfunction

try
  for s:table in split($VIM_TABLES, ':')
    call s:CheckPositions(s:table)
  endfor
  for s:file in split($VIM_CLEAN, ':')
    call s:CheckClean(s:file)
  endfor
  call s:CheckFiletypes($VIM_TYPES)
  call s:CheckQuickfix()
catch
  call s:Fail('Vim error: ' . v:exception . ' at ' . v:throwpoint)
endtry

call add(s:report, printf('vim: %d syntax groups checked at positions; %d characters of valid files free'
      \ . ' of errors; %d filetypes detected; %d ftplugin/quickfix checks; %d failures',
      \ s:counts.positions, s:counts.clean, s:counts.filetypes, s:counts.quickfix, s:failures))
call writefile(s:report, $VIM_OUT)
if s:failures > 0
  cquit!
endif
qall!
