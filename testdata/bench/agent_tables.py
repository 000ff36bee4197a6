# bench: agent
# Formatting results for a human: tables with str.format (alignment, widths,
# thousands separators, precision) and %-formatting, textwrap.fill/wrap/
# indent/shorten of long descriptions, and pprint/pformat of nested data.
import pprint
import textwrap

NAMES = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
LOREM = ("The tool returned a long description of the resource which an agent has to "
         "present to the user in a readable way, wrapped to a fixed width and indented "
         "under its heading, with the most important numbers aligned in columns.").split()


def make_rows(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append({
            "name": NAMES[x % 10] + str(i % 37),
            "count": (x >> 4) % 100000,
            "ratio": ((x >> 3) % 10000) / 9999,
            "cost": ((x >> 2) % 1000000) / 100,
            "desc": " ".join(LOREM[(x >> k) % len(LOREM)] for k in range(8 + x % 20)),
            "tags": [NAMES[(x >> k) % 10] for k in range(x % 4)],
        })
    return out


rows = make_rows(1500, 17)
for rnd in range(3):
    out = []
    head = "{:<10} {:>8} {:>7} {:>12}".format("name", "count", "ratio", "cost")
    out.append(head)
    out.append("-" * len(head))
    for r in rows:
        out.append("{name:<10} {count:>8,d} {ratio:>7.2%} {cost:>12,.2f}".format(**r))
    for r in rows:
        out.append("%-10s %8d %6.1f%% %12.2f" % (r["name"], r["count"], r["ratio"] * 100, r["cost"]))
        out.append("%(name)s: %(count)05d items" % r)
    wrapped = []
    for r in rows:
        body = textwrap.fill(r["desc"], width=48)
        wrapped.append(r["name"] + ":\n" + textwrap.indent(body, "    "))
        wrapped.append(textwrap.shorten(r["desc"], width=40, placeholder=" [...]"))
    dumped = [pprint.pformat(r, width=60, sort_dicts=True) for r in rows[:300]]
    nested = {"summary": {"rows": len(rows), "names": sorted({r["name"] for r in rows})[:12]},
              "first": rows[:3], "matrix": [[i * j for j in range(6)] for i in range(6)]}
    big = pprint.pformat(nested, width=72, compact=True)
    if rnd == 0:
        print("\n".join(out[:6]))
        print("\n".join(out[len(rows) + 2:len(rows) + 6]))
        print(sum(len(s) for s in out))
        print(wrapped[0])
        print(wrapped[1])
        print(sum(len(w) for w in wrapped))
        print(dumped[0])
        print(sum(len(d) for d in dumped))
        print(big[:600])
        print(textwrap.dedent("""
            indented
              more
            back
        """))
pprint.pprint({"a": list(range(30)), "b": {"x": (1, 2), "y": None}}, width=50)
