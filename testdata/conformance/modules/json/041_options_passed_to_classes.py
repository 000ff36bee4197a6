# The keyword arguments dumps/dump/loads hand to custom encoder and decoder
# classes (only the hooks given), dump's default and custom paths, the BOM
# error of the slow path and loads of non-text.
import json, io
class Enc(json.JSONEncoder):
    def __init__(self, **kw):
        print('Enc', list(kw))
        self.extra = kw.pop('extra', None)
        super().__init__(**kw)
class Dec(json.JSONDecoder):
    def __init__(self, **kw):
        print('Dec', sorted(kw))
        super().__init__(**kw)
print(json.dumps([1, {'b': 2, 'a': 1}], cls=Enc, extra=1, sort_keys=True))
buf = io.StringIO(); json.dump({'x': [1, 2]}, buf); print(buf.getvalue())
buf = io.StringIO(); json.dump({'x': [1, 2]}, buf, indent=1, ensure_ascii=1); print(buf.getvalue())
buf = io.StringIO(); json.dump({'k': 'é'}, buf, cls=Enc); print(buf.getvalue())
print(json.loads('{"a": 1.5, "b": [NaN]}', cls=Dec, parse_float=lambda t: ("float", t), parse_constant=str, object_pairs_hook=list))
print(json.loads('{"a": 1}', object_hook=lambda d: sorted(d.items()), parse_int=float))
for bad in ['\ufeff[1]']:
    try:
        json.loads(bad, object_hook=dict)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e)
print(json.loads('\ufeff[1]'.encode('utf-8')), json.load(io.StringIO('[true]'), parse_constant=None))
try:
    json.loads(3)
except TypeError as e:
    print(e)
