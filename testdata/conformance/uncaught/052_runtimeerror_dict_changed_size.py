prices = {"a": 1, "b": 2, "c": 3}
for key in prices:
    print("visiting", key)
    if key == "a":
        prices["d"] = 4
