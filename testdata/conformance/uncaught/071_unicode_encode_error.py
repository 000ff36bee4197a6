names = ["Ann", "Zoë", "Bob"]
for n in names:
    print(n, n.encode("utf-8"))
encoded = [n.encode("ascii") for n in names]
