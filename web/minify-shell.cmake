# cmake -DIN=<shell.html> -DOUT=<file> [-DCLOSURE=<google-closure-compiler>] -P minify-shell.cmake
# Writes the page's shell with its inline script (the loading screen, the test hook) through the
# closure compiler's simple mode (web/closure-simple.cmake): index.html 3.7 -> 2.9 KiB gzip. Without
# the compiler, the shell unchanged.
include("${CMAKE_CURRENT_LIST_DIR}/closure-simple.cmake")
file(READ "${IN}" html)
string(FIND "${html}" "<script>\n" open)
string(FIND "${html}" "</script>" close)
if(NOT CLOSURE OR open EQUAL -1 OR close LESS open)
  file(WRITE "${OUT}" "${html}")
  return()
endif()
math(EXPR from "${open} + 9")
math(EXPR length "${close} - ${from}")
string(SUBSTRING "${html}" 0 ${from} head)
string(SUBSTRING "${html}" ${from} ${length} script)
string(SUBSTRING "${html}" ${close} -1 tail)
file(WRITE "${OUT}.js" "${script}")
execute_process(COMMAND "${CLOSURE}" ${FF_CLOSURE_SIMPLE} --js "${OUT}.js" --js_output_file "${OUT}.min.js"
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "the closure compiler could not minify the shell's script (${OUT}.js)")
endif()
file(READ "${OUT}.min.js" script)
file(WRITE "${OUT}" "${head}${script}${tail}")
