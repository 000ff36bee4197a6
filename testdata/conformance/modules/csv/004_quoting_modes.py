import csv, io
row = ['a', 1, 2.0, None, 'x,y', 'sp ace', '', 10**20, 1e300]
for name in ['QUOTE_MINIMAL', 'QUOTE_ALL', 'QUOTE_NONNUMERIC']:
    s = io.StringIO()
    csv.writer(s, quoting=getattr(csv, name)).writerow(row)
    print(name, getattr(csv, name), repr(s.getvalue()))
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_NONE, escapechar='\\').writerow(row + ['q"', 'b\\s'])
print('QUOTE_NONE', repr(s.getvalue()))
