lines = """# config
name = pyex
  version = 3

debug = true
# end""".splitlines()

def strip_comments(it):
    for line in it:
        if not line.lstrip().startswith("#"):
            yield line

def non_empty(it):
    return (l for l in it if l.strip())

def parse(it):
    for l in it:
        k, _, v = l.partition("=")
        yield k.strip(), v.strip()

print(dict(parse(non_empty(strip_comments(lines)))))
