# DictReader.__next__ over blank lines (line_num after each record and at
# the end), short and long rows, given and read field names, subclasses,
# a reader that is replaced, and errors in the middle of the input.
import csv
import io

text = "a,b\n\n1,2\n\n\n3,4,5,6\n7\n\n"
r = csv.DictReader(io.StringIO(text), restkey="more", restval="-")
for rec in r:
    print(r.line_num, rec)
print("end", r.line_num, r.reader.line_num)

r = csv.DictReader(io.StringIO("x,y\n1,2\n"), fieldnames=("p", "q", "r"))
print(list(r), r.line_num)
r = csv.DictReader(["h1;h2", "1;2", '"3;";4'], delimiter=";")
print(next(r), r.line_num, r.fieldnames, next(r), r.line_num)
r = csv.DictReader(io.StringIO("k\n1\n2\n"), fieldnames=iter(["z"]))
try:
    print(list(r))
except TypeError as e:
    print(type(e).__name__, e)


class Upper(csv.DictReader):
    @property
    def fieldnames(self):
        names = super().fieldnames
        return [n.upper() for n in names] if names else names


u = Upper(io.StringIO("a,b\n1,2\n3,4\n"))
print(list(u), u.line_num)

r = csv.DictReader(io.StringIO("a,b\n1,2\n3,4\n"))
print(next(r))
r.reader = csv.reader(io.StringIO("9,8\n"))
print(next(r), r.line_num)
r.fieldnames = ["c"]
try:
    print(next(r))
except StopIteration:
    print("stop", r.line_num)

r = csv.DictReader(io.StringIO('a,b\n1,2\n"x\n'), strict=True)
print(next(r))
try:
    next(r)
except csv.Error as e:
    print(type(e).__name__, e, r.line_num)
r = csv.DictReader(["a", 5])
try:
    next(r)
except csv.Error as e:
    print(type(e).__name__, e)
print(list(csv.DictReader(io.StringIO(""))), list(csv.DictReader(io.StringIO("\n\n"))))
print(type(csv.DictReader.__next__) is not None, hasattr(csv.DictReader, "__next__"))
