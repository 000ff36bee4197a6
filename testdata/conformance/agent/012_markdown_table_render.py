def render(rows, headers, align=None):
    align = align or ["<"] * len(headers)
    cells = [[str(c) for c in r] for r in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]
    def line(vals):
        return "| " + " | ".join(f"{v:{a}{w}}" for v, a, w in zip(vals, align, widths)) + " |"
    sep = "|" + "|".join(("-" * (w + 1) + ":" if a == ">" else ":" + "-" * w + ":" if a == "^" else "-" * (w + 2)) for a, w in zip(align, widths)) + "|"
    return "\n".join([line(headers), sep] + [line(r) for r in cells])

data = [("pyex", "Go", 1.0, 12), ("cpython", "C", 3.11, 4000), ("pypy", "RPython", 7.3, 950)]
print(render(data, ["name", "lang", "version", "kloc"], ["<", "^", ">", ">"]))
print()
print(render([("a", 1)], ["key", "value"]))
