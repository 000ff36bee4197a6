from pathlib import PurePath
p = PurePath("/etc/nginx/conf.d/site.conf")
print(p.relative_to("/etc"), p.relative_to("/etc/nginx/"), p.relative_to("/"), PurePath("a/b/c").relative_to("a"))
print(p.is_relative_to("/etc"), p.is_relative_to("/usr"), PurePath("a/b").is_relative_to("a"))
for args in [("/usr",), ("etc",), ()]:
    try:
        p.relative_to(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    PurePath("a/b").relative_to("/a")
except ValueError as e:
    print(e)
