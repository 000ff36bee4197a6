data = {"north": [120, 340.5, -15], "south": [7, 0, 12000], "east-northeast": [1, 2.25, 3]}
w = max(len(k) for k in data)
for region, values in data.items():
    cells = " ".join(f"{v:>10.2f}" for v in values)
    print(f"{region:<{w}} |{cells}|")
print(f"{'':<{w}} |{'min':>10} {'mid':>10} {'max':>10}|")
