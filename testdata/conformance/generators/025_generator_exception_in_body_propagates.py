def parse_numbers(items):
    for item in items:
        yield int(item)

g = parse_numbers(["1", "2", "three", "4"])
results = []
try:
    for n in g:
        results.append(n)
except ValueError as e:
    print("ValueError:", e)
print(results)
print(next(g, "generator is finished after an error"))
