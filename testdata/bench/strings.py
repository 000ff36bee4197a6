# bench: cpu
# String building: f-strings with format specs, join, split, replace,
# case changes, slicing and searching.

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]


def render(i):
    word = WORDS[i % len(WORDS)]
    return f"{i:05d}|{word.upper():<8}|{i * 0.125:8.3f}|{word[::-1]}|{i:x}"


lines = [render(i) for i in range(90000)]
text = "\n".join(lines)
print(len(text), text.count("GAMMA"), text.find("99999"))
fields = [line.split("|") for line in text.splitlines()]
print(len(fields), fields[1234])
swapped = text.replace("ALPHA", "omega").replace("|", ",")
print(swapped[:60])
caps = sum(1 for line in lines if line.endswith("a") and line.startswith("0"))
print(caps)
parts = []
for i in range(70000):
    s = str(i)
    parts.append(s.zfill(6) + s.center(9, "*") + s.rjust(7, ".") + s.strip("0"))
joined = "".join(parts)
print(len(joined), joined[-40:], joined.count("**"))
title = " ".join(WORDS).title().swapcase()
print(title, title.lower().islower(), "-".join(title.split()).partition("-"))
