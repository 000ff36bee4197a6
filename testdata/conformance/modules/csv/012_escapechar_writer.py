import csv, io
cases = [
    dict(quoting=csv.QUOTE_NONE, escapechar='\\'),
    dict(quoting=csv.QUOTE_MINIMAL, escapechar='\\'),
    dict(quoting=csv.QUOTE_MINIMAL, escapechar='\\', doublequote=False),
    dict(quoting=csv.QUOTE_ALL, escapechar='$'),
]
for kw in cases:
    s = io.StringIO()
    csv.writer(s, **kw).writerow(['a,b', 'c"d', 'e\\f', 'g$h', 'i\nj', 'plain'])
    print(sorted(kw.items()), repr(s.getvalue()))
