import csv, io
data = "a,b,c\n1,2,3\n4,5\n\n6,7,8,9,10\n"
d = csv.DictReader(io.StringIO(data))
print(d.fieldnames)
for row in d:
    print(d.line_num, row)
d = csv.DictReader(io.StringIO(data), restkey='extra', restval='MISSING')
print(list(d))
d = csv.DictReader(["1,2", "3,4"], fieldnames=['x', 'y'])
print([dict(r) for r in d])
print(csv.DictReader(io.StringIO("")).fieldnames)
print(list(csv.DictReader(io.StringIO(""))))
