import json
import json.decoder
import json.encoder
import json.scanner
from json import JSONEncoder, JSONDecoder, JSONDecodeError, dumps, loads, dump, load

print(sorted(json.__all__))
print(json.__version__)
print(json.JSONEncoder is json.encoder.JSONEncoder, json.JSONDecoder is json.decoder.JSONDecoder)
print(json.JSONDecodeError is json.decoder.JSONDecodeError)
print(JSONEncoder.__module__, JSONDecoder.__module__, JSONDecodeError.__module__)
print(JSONEncoder.__name__, JSONDecodeError.__qualname__)
print(issubclass(JSONDecodeError, ValueError))
print(json.encoder.encode_basestring('a"b\n'), json.encoder.encode_basestring_ascii("é"))
print(json.decoder.scanstring('"abc\\n" rest', 1))
print(callable(json.scanner.make_scanner))
scan = json.scanner.make_scanner(JSONDecoder())
print(scan('[1, 2] x', 0))
try:
    scan('  ', 0)
except StopIteration as e:
    print("StopIteration", e.value)
print(json.decoder.NaN != json.decoder.NaN, json.decoder.PosInf, json.decoder.NegInf)
print(json.encoder.INFINITY)
