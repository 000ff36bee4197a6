print("".split(), "".split(","), "   ".split(), " a ".split(" "))
print(",".split(","), "a,".split(","), ",a".split(","))
print("a,b,c".split(",", 0), "a,b,c".split(",", -1), "a,b,c".rsplit(",", 1))
print("a\x1cb\x1dc\u2028d".split(), "a\x1cb".splitlines())
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
