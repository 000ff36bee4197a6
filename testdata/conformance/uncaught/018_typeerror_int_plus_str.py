items = [("apples", 3), ("pears", "4")]
total = 0
for name, qty in items:
    print("adding", name)
    total = total + qty
print(total)
