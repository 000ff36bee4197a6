# base64.encode over a file whose reads come short, decode of the lines,
# empty input, the decoders' argument errors, __all__.
import base64, io
class Trickle(io.BytesIO):
    # Returns at most 7 bytes per read, as a pipe might.
    def read(self, n=-1):
        return super().read(min(n, 7) if n and n > 0 else n)
data = bytes(range(256)) * 2
out = io.BytesIO(); base64.encode(Trickle(data), out)
text = out.getvalue(); print(len(text), text.count(b'\n'), text[:20], set(len(l) for l in text.splitlines()))
back = io.BytesIO(); base64.decode(io.BytesIO(text), back); print(back.getvalue() == data)
out = io.BytesIO(); base64.encode(io.BytesIO(b''), out); print(out.getvalue())
for bad in ['abcé', 3, None, ['a']]:
    try:
        base64.b64decode(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e, e.__suppress_context__)
print(base64.b64decode('aGk='), base64.b32decode(bytearray(b'NBUQ====')), base64.b16decode('6869'), base64.__all__[:4], len(base64.__all__))
