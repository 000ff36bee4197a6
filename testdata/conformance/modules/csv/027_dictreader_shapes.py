# DictReader over uneven input: blank lines between records, short rows
# filled with restval, long rows collected under restkey (None or a
# name), duplicate field names, tuple and generator fieldnames, names set
# after the header, line_num through multi-line records, an empty file,
# and unhashable names.
import csv
import io

text = 'a,b,c\n1,2,3\n\n4,5\n6,7,8,9,10\n"x\ny",z,w\n\n\n'
r = csv.DictReader(io.StringIO(text), restval="-")
for rec in r:
    print(r.line_num, rec)
r = csv.DictReader(io.StringIO(text), restkey="extra")
print([sorted(rec.items(), key=lambda kv: str(kv[0])) for rec in r])
print(list(csv.DictReader(io.StringIO("k,k,v\n1,2,3\n"))))
print(list(csv.DictReader(io.StringIO("1,2\n3,4\n"), fieldnames=("x", "y"))))
try:
    list(csv.DictReader(io.StringIO("1,2\n3,4\n"), fieldnames=(n for n in "pq")))
except TypeError as e:
    print(type(e).__name__, e)
r = csv.DictReader(io.StringIO("h1,h2\n1,2\n3,4\n"))
print(r.fieldnames, r.line_num)
r.fieldnames = ["A", "B"]
print(list(r), r.line_num)
print(list(csv.DictReader(io.StringIO(""))), list(csv.DictReader(io.StringIO("\n\n"))))
r = csv.DictReader(io.StringIO("a;b\n1;2\n"), delimiter=";")
print(next(r), r.line_num, r.reader.line_num)
try:
    list(csv.DictReader(io.StringIO("1,2\n"), fieldnames=[["x"], "y"]))
except TypeError as e:
    print(type(e).__name__, e)
try:
    list(csv.DictReader(io.StringIO('a\n"open\n')))
except csv.Error as e:
    print(type(e).__name__, e)
print(list(csv.DictReader(io.StringIO('a\n"open\n'), strict=False)))
