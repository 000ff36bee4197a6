# encode()/decode() between binary files (short reads topped up), and what
# the decoders accept.
import base64, io, calendar
def T(label, fn):
    try:
        print(label, '->', fn())
    except Exception as e:
        print(label, '->', type(e).__name__, e)
print(base64.__all__)
class Dribble(io.BytesIO):
    def read(self, n=-1):
        return super().read(min(n, 7) if n and n > 0 else n)
src = bytes(range(256)) * 3
out = io.BytesIO()
base64.encode(Dribble(src), out)
print(out.getvalue()[:80], out.getvalue().count(b'\n'))
back = io.BytesIO()
base64.decode(io.BytesIO(out.getvalue()), back)
print(back.getvalue() == src)
T('str', lambda: base64.b64decode('aGk='))
T('nonascii', lambda: base64.b64decode('é'))
T('int', lambda: base64.b64decode(5))
T('empty encode', lambda: (base64.encode(io.BytesIO(b''), io.BytesIO()), 'ok'))

