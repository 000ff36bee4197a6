import csv, io
csv.register_dialect('pipes', delimiter='|', quoting=csv.QUOTE_ALL)
print(sorted(csv.list_dialects()))
d = csv.get_dialect('pipes')
print(repr(d.delimiter), d.quoting, repr(d.lineterminator))
s = io.StringIO()
csv.writer(s, 'pipes').writerow(['a', 'b|c', 3])
print(repr(s.getvalue()))
class Semi(csv.Dialect):
    delimiter = ';'
    quotechar = "'"
    doublequote = True
    skipinitialspace = True
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL
csv.register_dialect('semi', Semi)
print(list(csv.reader(["a; 'b;c'; d"], 'semi')))
csv.register_dialect('semi2', Semi, delimiter=',')
print(csv.get_dialect('semi2').delimiter, csv.get_dialect('semi2').quotechar)
csv.unregister_dialect('pipes')
print(sorted(csv.list_dialects()))
for f in (lambda: csv.get_dialect('pipes'), lambda: csv.unregister_dialect('nope'), lambda: csv.reader([], 'nope')):
    try:
        f()
    except csv.Error as e:
        print('Error', e)
