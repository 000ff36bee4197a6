import csv, io


s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_NONNUMERIC).writerow([1+2j, 'x', b'ab', [1], None, False])
print(repr(s.getvalue()))
r = csv.reader(['a,b'])
print(type(r).__name__, type(csv.writer(io.StringIO())).__name__)
print(list(csv.reader('a,b\nc,d\n'.splitlines(True))))
print(next(csv.reader(['x'])))
