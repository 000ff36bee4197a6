for text in ["key=value", "key=", "=value", "novalue", "a=b=c"]:
    print(repr(text), text.partition("="), text.rpartition("="))
header = "Content-Type: text/html; charset=utf-8"
name, _, rest = header.partition(": ")
mime, _, params = rest.partition("; ")
print(name, "|", mime, "|", dict([params.split("=")]))
