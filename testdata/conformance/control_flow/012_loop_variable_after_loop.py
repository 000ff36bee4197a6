for i in range(5):
    pass
print("i after loop:", i)
for j in []:
    pass
try:
    print(j)
except NameError as e:
    print("NameError:", e)
for k, v in {"a": 1, "b": 2}.items():
    pass
print(k, v)
words = ["x", "y"]
for idx, w in enumerate(words):
    words.append(w.upper()) if len(words) < 4 else None
print(words, idx)
