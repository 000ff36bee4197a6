rows = ["ann,31", "bob,25", "cyd,40,extra"]
for row in rows:
    name, age = row.split(",")
    print(name, int(age))
