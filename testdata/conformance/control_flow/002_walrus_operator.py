data = [4, 9, 1, 12, 7]
if (n := len(data)) > 3:
    print(f"list is long ({n} elements)")
chunks = iter(["ab", "cd", "", "ef"])
while (chunk := next(chunks)):
    print("chunk", chunk)
print([y for x in data if (y := x * x) > 40])
total = 0
print([total := total + x for x in data], total)
if any((bad := x) > 10 for x in data):
    print("first big value:", bad)
print((z := 5) + z)
