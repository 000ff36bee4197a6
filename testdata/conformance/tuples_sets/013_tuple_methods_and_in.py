colors = ("red", "green", "blue", "green")
print(colors.count("green"), colors.index("blue"), "red" in colors)
try:
    colors.index("pink")
except ValueError as e:
    print("ValueError:", e)
print(tuple(reversed(colors)), tuple(sorted(colors)), colors[::2])
print(min(colors), max(colors), len(colors))
print(tuple(enumerate(colors, 1))[-1])
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], len(nested), sum(nested[0]))
