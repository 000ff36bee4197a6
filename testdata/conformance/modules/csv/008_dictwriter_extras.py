import csv, io
s = io.StringIO()
w = csv.DictWriter(s, ['a', 'b'])
try:
    w.writerow({'a': 1, 'z': 2})
except ValueError as e:
    print('ValueError', e)
w2 = csv.DictWriter(s, ['a', 'b'], extrasaction='ignore')
w2.writerow({'a': 1, 'z': 2})
print(repr(s.getvalue()))
try:
    csv.DictWriter(s, ['a'], extrasaction='bogus')
except ValueError as e:
    print('ValueError', e)
w3 = csv.DictWriter(s, ('p', 'q'))
print(w3.fieldnames)
