WORDS = {"cold", "cord", "card", "ward", "warm", "word", "worm", "wore", "core", "care", "corm", "wart"}

def neighbors(w):
    for i in range(len(w)):
        for ch in "abcdefghijklmnopqrstuvwxyz":
            cand = w[:i] + ch + w[i + 1:]
            if cand != w and cand in WORDS:
                yield cand

def ladder(start, goal):
    frontier = [[start]]
    seen = {start}
    while frontier:
        nxt = []
        for path in frontier:
            if path[-1] == goal:
                return path
            for n in sorted(neighbors(path[-1])):
                if n not in seen:
                    seen.add(n)
                    nxt.append(path + [n])
        frontier = nxt
    return None

print(ladder("cold", "warm"))
print(ladder("card", "wore"))
print(ladder("cold", "zzzz"))
