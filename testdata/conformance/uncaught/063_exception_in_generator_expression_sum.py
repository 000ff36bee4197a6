rows = ["1", "2", "3", "four", "5"]
print(sum(int(r) for r in rows[:3]))
print(sum(int(r) for r in rows))
