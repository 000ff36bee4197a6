def lcp(words):
    if not words:
        return ""
    prefix = words[0]
    for w in words[1:]:
        while not w.startswith(prefix):
            prefix = prefix[:-1]
    return prefix

tests = [["flower", "flow", "flight"], ["dog", "racecar", "car"], ["interview", "internet", "interval"], ["solo"], []]
for t in tests:
    print(t, repr(lcp(t)))
print(repr(min(["b", "a"])), "".join(c[0] for c in zip(*["abcx", "abdy"]) if len(set(c)) == 1))
