import csv, io
s = io.StringIO()
tests = [
    (dict(quoting=csv.QUOTE_NONE), ['a,b']),
    (dict(quoting=csv.QUOTE_NONE), ['']),
    (dict(doublequote=False), ['a"b']),
    (dict(), 5),
    (dict(), None),
]
for kw, row in tests:
    try:
        csv.writer(s, **kw).writerow(row)
        print('ok', repr(s.getvalue()))
    except csv.Error as e:
        print('Error', e)
try:
    csv.writer(5)
except TypeError as e:
    print('TypeError', e)
