import csv, io
w = csv.DictWriter(io.StringIO(), ['a'])
w.writerow({'a': 1, 'b': 2})
