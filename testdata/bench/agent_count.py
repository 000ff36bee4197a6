# bench: agent
# Counting, as agents tally tokens, tools and outcomes: plain dicts,
# collections.Counter (most_common, update, arithmetic) and defaultdict.
from collections import Counter, defaultdict

VOCAB = "the agent reads a file then calls a tool and the tool returns text that the agent parses".split()


def tokens(n, seed):
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        yield VOCAB[(x >> 8) % len(VOCAB)]


plain = {}
for t in tokens(250000, 7):
    plain[t] = plain.get(t, 0) + 1
print(sorted(plain.items(), key=lambda kv: (-kv[1], kv[0]))[:5])

counter = Counter(tokens(250000, 11))
print(counter.most_common(5))
more = Counter()
for t in tokens(80000, 3):
    more[t] += 1
combined = counter + more
diff = counter - more
print(sum(combined.values()), len(diff), combined.most_common(1), sorted(diff.items())[:3])
counter.update(more)
print(counter == combined, counter["agent"], counter["missing"])

bigrams = Counter(zip(tokens(100000, 5), tokens(100000, 6)))
print(len(bigrams), bigrams.most_common(3))

by_letter = defaultdict(list)
for t in tokens(100000, 9):
    by_letter[t[0]].append(len(t))
print(sorted((k, len(v), sum(v)) for k, v in by_letter.items()))
