# bench: agent
# Text building as an agent does for prompts and reports: f-strings with
# format specs, str methods, join, wrapping lines and a table layout.

ITEMS = [
    ("parse config", 0.125, "done"),
    ("fetch issues", 3.5, "failed"),
    ("summarise thread", 12.25, "done"),
    ("write patch", 7.0, "pending"),
    ("run tests", 41.75, "done"),
]


def wrap(text, width):
    lines = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def table(rows):
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [str(c).ljust(w) if isinstance(c, str) else str(c).rjust(w) for c, w in zip(r, widths)]
        out.append("| " + " | ".join(cells) + " |")
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    return "\n".join([sep, out[0], sep, *out[1:], sep])


def report(step):
    header = f"## Step {step:>4}: {ITEMS[step % len(ITEMS)][0].title()}"
    rows = [("task", "secs", "status")]
    for name, secs, status in ITEMS:
        rows.append((name.replace(" ", "_"), f"{secs * (step % 3 + 1):8.2f}", status.upper()))
    body = " ".join(f"The {name} step took {secs:.1f}s and is {status}." for name, secs, status in ITEMS)
    wrapped = "\n".join("> " + l for l in wrap(body * 2, 60))
    return "\n".join([header, table(rows), wrapped, ""])


docs = [report(i) for i in range(5000)]
full = "\n".join(docs)
print(len(full), full.count("DONE"), full.count("\n"))
print(docs[7])
words = full.lower().replace(".", " ").split()
print(len(words), sum(1 for w in words if w.isalpha()), max(words, key=len))
slug = "-".join(w.strip("#:|>") for w in docs[3].split()[:8]).lower()
print(slug, slug.isascii(), f"{len(slug)!r:>6}", f"{'x':*^9}")
