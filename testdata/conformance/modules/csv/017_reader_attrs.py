import csv, io
r = csv.reader(io.StringIO('a,b\n"c\nd",e\nf\n'), delimiter=',')
print(r.line_num)
print(next(r), r.line_num)
print(next(r), r.line_num)
print(next(r), r.line_num)
try:
    next(r)
except StopIteration:
    print('stop', r.line_num)
d = r.dialect
print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.strict, d.quoting, repr(d.lineterminator))
try:
    d.delimiter = ';'
except AttributeError:
    print('AttributeError')
w = csv.writer(io.StringIO(), lineterminator='\n')
print(repr(w.dialect.lineterminator))
