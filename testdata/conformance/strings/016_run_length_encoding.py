def rle(s):
    if not s:
        return []
    runs = [[s[0], 1]]
    for ch in s[1:]:
        if ch == runs[-1][0]:
            runs[-1][1] += 1
        else:
            runs.append([ch, 1])
    return runs

def encode(s):
    return "".join(f"{n}{c}" for c, n in rle(s))

def decode(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)

for s in ["aaabccddddd", "abc", "", "zzzzzzzzzzzz"]:
    e = encode(s)
    print(repr(s), "->", repr(e), decode(e) == s)
