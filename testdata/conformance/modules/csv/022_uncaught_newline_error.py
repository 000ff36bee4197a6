import csv
for row in csv.reader(['a,b', 'c\rd,e']):
    print(row)
