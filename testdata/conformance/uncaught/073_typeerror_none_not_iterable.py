def load_items(kind):
    if kind == "fruit":
        return ["apple", "pear"]

for kind in ("fruit", "veg"):
    for item in load_items(kind):
        print(kind, item)
