TEXT = """The Go programming language is an open source project to make programmers more productive.
Go is expressive, concise, clean, and efficient. Its concurrency mechanisms make it easy to
write programs that get the most out of multicore and networked machines."""
STOP = {"the", "is", "an", "to", "and", "it", "of", "that", "its", "out", "get", "make", "more", "most"}

sentences = [s.strip() for s in TEXT.replace("\n", " ").split(".") if s.strip()]
print("sentences:", len(sentences))
words = [w.strip(",.").lower() for w in TEXT.split()]
print("words:", len(words), "unique:", len(set(words)))
freq = {}
for w in words:
    if w not in STOP:
        freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print("top:", top)
longest = sorted({w for w in words}, key=lambda w: (-len(w), w))[:3]
print("longest:", longest)
acronym = "".join(w[0].upper() for w in sentences[0].split()[:5])
print("acronym:", acronym)
