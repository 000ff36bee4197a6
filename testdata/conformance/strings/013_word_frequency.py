text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief"""
counts = {}
for raw in text.split():
    word = raw.strip(",.").lower()
    counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, n in top[:8]:
    print(f"{word:<10}{n:>3} {'#' * n}")
print(len(counts), "distinct words")
