s = "the quick brown fox jumps over the lazy dog"
print(s.find("the"), s.find("the", 1), s.rfind("the"), s.find("cat"))
print(s.index("fox"), s.rindex("o"), s.count("o"), s.count("the"), s.count(""))
print("o" in s, "cat" not in s, s.startswith("the"), s.endswith(("cat", "dog")))
print(s.startswith("quick", 4), s.find("o", 20, 30))
try:
    s.index("cat")
except ValueError as e:
    print("ValueError:", e)
