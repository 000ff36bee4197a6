data = {"user": {"name": "Kim", "tags": ["admin", "ops"]}, "count": 3}
print("{0[user][name]} has {0[count]} items; first tag {0[user][tags][0]}".format(data))
print("{d[user][tags]!r:>25}|".format(d=data))
print("{:{}{}}".format("x", ">", 6) + "|")
print("{0:{1}}|{0:{2}}|".format(3.14159, ".2f", "^10.3"))
print("{!r:^12}".format("q"))
print(str.format("{}-{}", "a", "b"))
print("{0}{1}{0}".format("ab", "cd"))
