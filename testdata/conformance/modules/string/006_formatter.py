from string import Formatter

f = Formatter()
print(f.format("{} + {} = {}", 1, 2, 3))
print(f.format("{0}{1}{0}", "ab", "cd"))
print(f.format("{name:>8}|{value:.2f}", name="pi", value=3.14159))
print(f.format("{0!r} {0!s} {0!a}", "é"))
print(f.format("{p[0]} {p[1]} {d[key]} {o.real}", p=[7, 8], d={"key": "v"}, o=3))
print(f.format("{:{width}.{prec}f}", 2.71828, width=10, prec=3))
print(f.format("{{literal}} {}", "x"))
print(f.vformat("{a}-{0}", ("pos",), {"a": "kw"}))
print(list(f.parse("a{0!r:>3}b{{c}}{}d")))
print(list(f.parse("")))
print(list(f.parse("plain")))
print(list(f.parse("{x.y[0]:{w}}")))
print(list(f.parse("}}{{")))
print(f.get_field("a.b", (), {"a": type("T", (), {"b": 5})}))
print(f.get_value(0, ("z",), {}), f.get_value("k", (), {"k": 1}))
print(f.convert_field(3, "r"), f.convert_field("s", None), f.format_field(3.5, "06.2f"))

for fmt, args in [("{", ()), ("}", ()), ("{0", ()), ("{!}", (1,)), ("{0!x}", (1,)),
                  ("{0}{}", (1, 2)), ("{}{0}", (1, 2)), ("{0:{1:{2}}}", (1, 2, 3)),
                  ("{a[}", ()), ("{0.}", (1,)), ("{0[0]x}", ([1],)), ("{2}", (1,)),
                  ("{k}", ()), ("{0!r", (1,)), ("{0:{", (1,))]:
    try:
        print(repr(f.format(fmt, *args)))
    except (ValueError, IndexError, KeyError) as e:
        print(fmt, type(e).__name__, e)

class Strict(Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError(f"unused: {sorted(extra)}")
try:
    Strict().format("{a}", a=1, b=2)
except ValueError as e:
    print("ValueError", e)

class Default(Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f"<{key}?>")
        return super().get_value(key, args, kwargs)
print(Default().format("{have} {missing}", have="yes"))

class Upper(Formatter):
    def format_field(self, value, spec):
        if spec == "u":
            return str(value).upper()
        return super().format_field(value, spec)
    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return super().convert_field(value, conversion)
print(Upper().format("{0:u} {1!l} {2:>4}", "abc", "XYZ", 7))
