import io
text = "alpha\nbeta\n\ngamma"
for i, line in enumerate(io.StringIO(text)):
    print(i, repr(line))
print(list(io.StringIO("")))
print(sum(1 for _ in io.StringIO("a\nb\nc\n")))
