records = [3, 1, 2]
records.sort()
print(records)
records.append("10")
records.sort()
