scores = {"ann": 91, "bob": 78, "cyd": 85}
for name in scores:
    print(name, end=" ")
print()
for name, score in scores.items():
    print(f"{name}={score}", end=" ")
print()
for i, (name, score) in enumerate(sorted(scores.items(), key=lambda kv: kv[1], reverse=True), 1):
    print(i, name, score)
print(sum(scores.values()), max(scores.values()), min(scores, key=scores.get))
print(list(zip(scores, scores.values())))
