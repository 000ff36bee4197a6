import json

dec = json.JSONDecoder()
print(dec.decode('  [1, 2]  '))
print(dec.raw_decode('{"a": 1} trailing text'))
print(dec.raw_decode('xx [3]', 3))
print(dec.raw_decode('"é" more'))

def stream(text):
    dec = json.JSONDecoder()
    idx = 0
    out = []
    while idx < len(text):
        while idx < len(text) and text[idx].isspace():
            idx += 1
        if idx >= len(text):
            break
        obj, idx = dec.raw_decode(text, idx)
        out.append(obj)
    return out

print(stream('{"a": 1} {"b": 2}\n[3, 4] "five" 6'))
try:
    dec.raw_decode("  [1]")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
try:
    dec.decode("[1] [2]")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)

class Tagged(json.JSONDecoder):
    def __init__(self, *args, **kwargs):
        super().__init__(object_hook=self.hook, *args, **kwargs)

    def hook(self, d):
        if "__tag__" in d:
            return ("tagged", d["__tag__"], d.get("v"))
        return d

print(json.loads('[{"__tag__": "p", "v": 1}, {"plain": true}]', cls=Tagged))
print(Tagged().decode('{"__tag__": "x"}'))

class Sloppy(json.JSONDecoder):
    def decode(self, s):
        return super().decode(s.strip().rstrip(","))

print(json.loads(' [1, 2], ', cls=Sloppy))
print(dec.parse_float is float, dec.parse_int is int, dec.strict, dec.object_hook)
