print("{} {} {}".format("a", "b", "c"))
print("{2} {1} {0}".format("a", "b", "c"))
print("{name} is {age}".format(name="Ann", age=7))
print("{0[0]} {0[1]} {1[key]}".format(["x", "y"], {"key": "v"}))
class P:
    x, y = 3, 4
print("{p.x},{p.y}".format(p=P()))
print("{{literal}} {}".format(1))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"))
print("{0!r} {0!s} {0!a}".format("é"))
print("{:*^15,}".format(1234567))
