inventory = {"apple": 3, "pear": 0}
for item in ["apple", "kiwi", "pear"]:
    try:
        count = inventory[item]
        print(item, count)
    except KeyError as e:
        print("missing", e, repr(e), e.args)
try:
    {}[("tuple", 1)]
except KeyError as e:
    print("KeyError", e)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
