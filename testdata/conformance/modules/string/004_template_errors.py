from string import Template

cases = [
    "Hello $ world",
    "$",
    "abc $1",
    "line one\nline $ two",
    "a\nb\nc ${",
    "${x",
    "${}",
    "ok $x then $",
    "\n\n$!",
    "x\r\ny $%",
]
for text in cases:
    t = Template(text)
    try:
        print(repr(t.substitute(x="X")))
    except ValueError as e:
        print("ValueError", e)
    except KeyError as e:
        print("KeyError", e)
    print("  safe:", repr(t.safe_substitute(x="X")), t.is_valid())

print(Template("$a ${b} $a $$c ${d}").get_identifiers())
print(Template("$ bad $ok").get_identifiers())
print(Template("$x").is_valid(), Template("$").is_valid(), Template("$$").is_valid())
try:
    Template("$x").substitute({"y": 1})
except KeyError as e:
    print("KeyError", e)
try:
    Template("$x").substitute({}, {})
except TypeError as e:
    print("TypeError", e)
