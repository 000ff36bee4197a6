# The field size limit counts every character the reader adds: a doubled
# quote, a character after a closing quote (non-strict), and the newline
# an escape at the end of a line stands for, quoted or not.
import csv
import io

old = csv.field_size_limit(3)
cases = [['"abc""d"'], ['"abc"x'], ['"ab"""'], ['"abc"""'], ['"ab"x'],
         ['"abc\\\n', 'x"'], ['"ab\\\n', '"'], ['abc\\\n', 'd'], ['ab\\\n', ''], ['a\\\n', 'b']]
for lines in cases:
    try:
        print(repr(lines), list(csv.reader(lines, escapechar="\\")))
    except csv.Error as e:
        print(repr(lines), type(e).__name__, e)
r = csv.reader(io.StringIO('"ab\\\nc"\n'), escapechar="\\")
try:
    print(list(r))
except csv.Error as e:
    print(type(e).__name__, e, r.line_num)
csv.field_size_limit(old)
print(list(csv.reader(['"abc"""'])), list(csv.reader(['ab\\', 'c'], escapechar="\\")))
