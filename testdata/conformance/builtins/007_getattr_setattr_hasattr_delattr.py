class Box:
    size = 1
b = Box()
setattr(b, "color", "red")
print(getattr(b, "color"), getattr(b, "size"), getattr(b, "weight", 0), hasattr(b, "color"))
delattr(b, "color")
print(hasattr(b, "color"), vars(b))
for name in ["upper", "strip", "nope"]:
    attr = getattr("  text  ", name, None)
    print(name, attr() if callable(attr) else attr)
try:
    getattr(b, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    delattr(b, "size")
except AttributeError as e:
    print("AttributeError:", e)
