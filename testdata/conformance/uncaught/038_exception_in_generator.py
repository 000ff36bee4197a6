def parse_lines(lines):
    for n, line in enumerate(lines, 1):
        key, value = line.split("=")
        yield key.strip(), value.strip()

text = ["a = 1", "b = 2", "broken line", "c = 3"]
for key, value in parse_lines(text):
    print(key, "->", value)
