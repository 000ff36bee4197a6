import csv, io
people = [{'name': 'Ann', 'score': 91.5, 'team': 'red'},
          {'name': 'Bo, Jr.', 'score': 78},
          {'name': 'Cy "the guy"', 'score': 85, 'team': None}]
s = io.StringIO()
w = csv.DictWriter(s, fieldnames=['name', 'score', 'team'], restval='n/a')
print(w.writeheader())
w.writerows(people)
print(s.getvalue(), end='')
print(repr(s.getvalue()))
rows = list(csv.DictReader(io.StringIO(s.getvalue())))
print(rows)
