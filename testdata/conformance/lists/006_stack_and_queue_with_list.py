stack = []
for token in "3 4 + 2 * 7 -".split():
    if token.isdigit():
        stack.append(int(token))
    else:
        b, a = stack.pop(), stack.pop()
        stack.append({"+": a + b, "-": a - b, "*": a * b}[token])
    print(f"{token:>2} -> {stack}")
queue = ["a", "b", "c"]
while queue:
    item = queue.pop(0)
    print("served", item, "left", queue)
