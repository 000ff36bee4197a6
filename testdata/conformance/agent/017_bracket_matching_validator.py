PAIRS = {")": "(", "]": "[", "}": "{"}

def check(text):
    stack = []
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.append((ch, i))
        elif ch in PAIRS:
            if not stack:
                return f"unexpected {ch!r} at {i}"
            opener, pos = stack.pop()
            if opener != PAIRS[ch]:
                return f"mismatch: {opener!r} at {pos} closed by {ch!r} at {i}"
    if stack:
        return f"unclosed {stack[-1][0]!r} at {stack[-1][1]}"
    return "ok"

for t in ["f(a[1], {b: (2)})", "((())", "[)", "x}", "", "{[()()]}[]", "print('(')"]:
    print(f"{t!r:22} {check(t)}")
