import csv
rows = list(csv.reader(['1,"a",2.5,-3,"4"', '1e3,inf,"",'], quoting=csv.QUOTE_NONNUMERIC))
print(rows)
for row in rows:
    print([type(x).__name__ for x in row])
try:
    list(csv.reader(['1,abc'], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print('ValueError', e)
