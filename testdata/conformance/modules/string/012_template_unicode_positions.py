from string import Template
for s in ["héllo $ x", "日本\n語 $!", "€$", "a$$b$", "$$$x", "${é}", "${a", "$a{b}", "$_1 $1_"]:
    t = Template(s)
    try:
        print(repr(t.substitute({"x": 1, "a": "A", "_1": "u"})))
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
    print(repr(t.safe_substitute(a="A")), t.is_valid(), t.get_identifiers())
class D(Template):
    delimiter = "€€"
print(D("x €€€€ €€a €€{b} €€ y").safe_substitute(a=1))
try:
    D("x\n €€ y").substitute()
except ValueError as e:
    print(e)
