def load(settings, key):
    try:
        return settings[key]
    except KeyError:
        print(f"missing {key!r}, using fallback")
        return settings["fallback"] * 2

s = {"size": 3}
print(load(s, "size"))
print(load(s, "color"))
