table = {"a": 1, "b": 2}
line = "a,b,"
for field in line.split(","):
    print(field, table[field])
