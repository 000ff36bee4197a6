import os.path as p
print(p.isabs("/a"), p.isabs("a"), p.isabs(""), p.normcase("AbC"))
print(p.commonprefix(["/usr/lib", "/usr/local", "/usr/li"]), repr(p.commonprefix([])))
print(p.commonpath(["/usr/lib", "/usr/local/x"]), p.commonpath(["a/b", "a/c"]))
for bad in [[], ["/a", "b"]]:
    try:
        p.commonpath(bad)
    except ValueError as e:
        print(e)
print(p.relpath("/a/b/c", "/a"), p.relpath("/a", "/a/b/c"), p.relpath("/x/y", "/x/y"))
try:
    p.relpath("")
except ValueError as e:
    print(e)
print(p.sep, p.pathsep, p.extsep, p.curdir, p.pardir, p.altsep, p.devnull)
print(p.expanduser("no/tilde"), p.expandvars("no vars"), p.expandvars("$UNSET_VAR_X/${ALSO_UNSET}"))
