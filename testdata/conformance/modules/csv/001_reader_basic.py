import csv
text = "name,age,city\nAlice,30,Paris\nBob,25,\"New York, NY\"\n"
r = csv.reader(text.splitlines())
for row in r:
    print(r.line_num, row)
print(list(csv.reader(["", "a", ",", ",,x"])))
