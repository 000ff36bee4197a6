# The reader as an iterator: next() and line_num through blank and
# multi-line records, StopIteration at the end and after it, iter() of a
# reader, a changed field_size_limit between records, and readers over
# lists, generators and files' lines.
import csv
import io

r = csv.reader(io.StringIO('a,b\n\n"c\nd",e\n'))
print(next(r), r.line_num, next(r), r.line_num, next(r), r.line_num)
for _ in range(2):
    try:
        next(r)
    except StopIteration as e:
        print("stop", repr(e), r.line_num)
r = csv.reader(["x,y", "z"])
print(iter(r) is r, list(r), r.line_num, list(r))
print(list(csv.reader(f"{i},{i * i}" for i in range(4))))
old = csv.field_size_limit(5)
r = csv.reader(["abc,de", "abcdef,g", "ok"])
print(next(r))
try:
    next(r)
except csv.Error as e:
    print(type(e).__name__, e, r.line_num)
csv.field_size_limit(old)
print(next(r), r.line_num)
print(list(csv.reader(io.StringIO("1;2\n3;4\n"), delimiter=";", quoting=csv.QUOTE_NONNUMERIC)))
