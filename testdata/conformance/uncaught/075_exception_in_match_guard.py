def classify(item):
    match item:
        case {"score": s} if s / item["weight"] > 1:
            return "high"
        case {"score": _}:
            return "normal"
        case _:
            return "invalid"

print(classify({"score": 5, "weight": 2}))
print(classify({"score": 1, "weight": 2}))
print(classify("x"))
print(classify({"score": 3, "weight": 0}))
