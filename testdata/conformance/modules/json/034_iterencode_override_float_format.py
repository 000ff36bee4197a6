import json

class RoundingEncoder(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        def fix(x):
            if isinstance(x, float):
                return round(x, 2)
            if isinstance(x, dict):
                return {k: fix(v) for k, v in x.items()}
            if isinstance(x, (list, tuple)):
                return [fix(v) for v in x]
            return x
        return super().iterencode(fix(o), _one_shot)

data = {"pi": 3.14159265, "vals": [1.23456, 2.0, 7], "nested": {"e": 2.718281828}}
print(json.dumps(data, cls=RoundingEncoder))
print(json.dumps(data, cls=RoundingEncoder, indent=1))
print(RoundingEncoder().encode([0.123456]))
print(list(RoundingEncoder().iterencode([0.555, "x"])))

class ChunkCounter(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        chunks = list(super().iterencode(o, _one_shot))
        print("chunks:", len(chunks), "one_shot:", _one_shot)
        return chunks

print(ChunkCounter().encode({"a": [1, 2]}))
print(ChunkCounter(indent=2).encode({"a": [1, 2]}))
