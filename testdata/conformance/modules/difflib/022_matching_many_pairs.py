# Matching blocks, opcodes and ratios over many generated pairs: short
# strs, strs with non-ASCII characters, line lists long enough for the
# popular-element rule (autojunk on and off), junk functions, tuples of
# strs, lists of non-strs, and find_longest_match on sub-ranges.
import difflib

x = 12345


def rnd(n):
    global x
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    return (x >> 8) % n


def word(alpha, n):
    return "".join(alpha[rnd(len(alpha))] for _ in range(n))


totals = []
for alpha in ("ab", "abcde", "aé日 b", "abcdefghijklmnop"):
    acc = 0.0
    ops = 0
    blocks = []
    for _ in range(60):
        a, b = word(alpha, rnd(30)), word(alpha, rnd(30))
        sm = difflib.SequenceMatcher(None, a, b)
        acc += sm.ratio()
        ops += len(sm.get_opcodes())
        blocks.append(sum(m.size for m in sm.get_matching_blocks()))
    print(alpha, round(acc, 6), ops, sum(blocks), blocks[:8])

lines_a = [word("xyz", 2) for _ in range(400)]
lines_b = list(lines_a)
for i in range(0, 400, 7):
    lines_b[i] = word("xyzw", 2)
for auto in (True, False):
    sm = difflib.SequenceMatcher(None, lines_a, lines_b, autojunk=auto)
    print(auto, round(sm.ratio(), 6), len(sm.get_opcodes()), sorted(sm.bpopular)[:5], sm.get_matching_blocks()[:3])
sm = difflib.SequenceMatcher(lambda s: s == " ", "a b c d e f", "a  b c x e f")
print(sm.get_matching_blocks(), sm.get_opcodes())
sm = difflib.SequenceMatcher(lambda c: c in "xy", "axbycz abc", "abc xaybzc")
print(sm.find_longest_match(), sm.find_longest_match(2, 8, 1, 9), sm.ratio())
sm = difflib.SequenceMatcher(None, ("one", "two", "three", "two"), ["two", "three", "four"])
print(sm.get_matching_blocks(), round(sm.ratio(), 6))
sm = difflib.SequenceMatcher(None, [1, 2, 3, 4, 5], [2, 3, 9, 4, 5])
print(sm.get_matching_blocks(), sm.find_longest_match(0, 5, 0, 5))
print(difflib.SequenceMatcher(None, "", "").ratio(), difflib.SequenceMatcher(None, "abc", "").get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy", "apply"], n=3, cutoff=0.5))
