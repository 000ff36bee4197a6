import io
for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO(newline=nl)
    s.write("a\nb\r\nc\rd")
    print(repr(nl), repr(s.getvalue()), [repr(x) for x in io.StringIO(s.getvalue(), newline=nl)])
s = io.StringIO("x\r\ny\n", newline=None)
print(repr(s.getvalue()), s.newlines)
