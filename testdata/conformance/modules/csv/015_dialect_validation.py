import csv
bad = [dict(delimiter=1), dict(delimiter='ab'), dict(delimiter=''), dict(delimiter=None),
       dict(quotechar=5), dict(quotechar='xy'), dict(escapechar=5), dict(escapechar=''),
       dict(quoting=9), dict(quoting='a'), dict(lineterminator=1),
       dict(quotechar=None, quoting=csv.QUOTE_ALL)]
for kw in bad:
    try:
        csv.reader([], **kw)
        print('ok', kw)
    except TypeError as e:
        print('TypeError', e)
r = csv.reader([], quotechar=None)
print(r.dialect.quotechar, r.dialect.quoting)
class Bad(csv.Dialect):
    delimiter = ',,'
    quotechar = '"'
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL
try:
    Bad()
except csv.Error as e:
    print('Error', e)
