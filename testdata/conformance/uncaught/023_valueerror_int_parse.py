raw = ["12", "7", "-3", "4.5"]
numbers = []
for r in raw:
    numbers.append(int(r))
    print("parsed", numbers[-1])
