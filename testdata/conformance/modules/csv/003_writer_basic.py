import csv, io
s = io.StringIO()
w = csv.writer(s)
print(w.writerow(['a', 'b,c', 'd"e', 'f\ng', 'h\ri', None, 1.5, 3, True, -0.0]))
w.writerows([[], [''], [None], ['x'], ('t', 'u'), 'str'])
print(repr(s.getvalue()))
print(s.getvalue(), end='')
