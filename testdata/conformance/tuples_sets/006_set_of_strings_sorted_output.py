# Sets of strings have hash-dependent order: always sort before printing.
tags_a = {"python", "go", "rust", "c"}
tags_b = {"go", "java", "c", "zig"}
print(sorted(tags_a & tags_b))
print(sorted(tags_a | tags_b))
print(sorted(tags_a - tags_b), sorted(tags_a ^ tags_b))
print(len(tags_a | tags_b), "go" in tags_a)
words = "the cat and the hat and the bat".split()
print(sorted(set(words)), len(set(words)))
print(sorted({w[0] for w in words}))
