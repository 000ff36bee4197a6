import io
s = io.StringIO("aa\nbb\ncc\ndd\n")
print(s.readlines(3))
print(s.readlines(0))
b = io.BytesIO(b"aa\nbb\ncc\n")
print(b.readlines(1), b.readlines())
print(io.StringIO("abcdef").readline(3), io.BytesIO(b"abc\ndef").readline(2))
