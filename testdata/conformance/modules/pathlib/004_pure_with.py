from pathlib import PurePath
p = PurePath("/tmp/report.final.csv")
print(p.with_name("x.txt"), p.with_stem("draft"), p.with_suffix(".json"), p.with_suffix(""), PurePath("a").with_suffix(".py"))
for call in [lambda: PurePath("/").with_name("x"), lambda: p.with_name(""), lambda: p.with_name("a/b"),
             lambda: p.with_suffix("json"), lambda: p.with_suffix("."), lambda: p.with_suffix("a/b"),
             lambda: PurePath("").with_suffix(".x")]:
    try:
        call()
    except ValueError as e:
        print(e)
