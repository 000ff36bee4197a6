cache = {}
cache[(1, 2)] = "tuple ok"
cache["s"] = "str ok"
print(cache)
cache[[1, 2]] = "list is not ok"
