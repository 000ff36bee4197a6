values = [5, 3, 8, 1]
i = 0
while i <= len(values):
    print(i, values[i])
    i += 1
