import re
import json

reply = '''Here is the plan:
```json
{"steps": ["read", "write"], "count": 2}
```
And the code:
```python
def f(x):
    return x * 2
```
Contact: alice@example.com, bob.smith@mail.co.uk. Visit https://example.com/path?q=1 or http://test.org.
Version v1.2.3 and v10.0.1; price $1,234.56; ids: #12, #345.
'''
blocks = re.findall(r"```(\w+)\n(.*?)```", reply, re.S)
for lang, body in blocks:
    print(lang, repr(body))
print(json.loads(blocks[0][1])["steps"])
print(re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", reply))
print(re.findall(r"https?://[^\s,]+(?<![.,])", reply))
print(re.findall(r"v(\d+)\.(\d+)\.(\d+)", reply))
print([tuple(map(int, v)) for v in re.findall(r"v(\d+)\.(\d+)\.(\d+)", reply)])
print(re.search(r"\$([\d,]+\.\d{2})", reply).group(1).replace(",", ""))
print([int(x) for x in re.findall(r"#(\d+)", reply)])
m = re.search(r"Action:\s*(\w+)\s*Input:\s*(.*)", "Thought: hmm\nAction: search\nInput: weather today")
print(m.groups() if m else None)
print(re.sub(r"\s+", " ", reply).strip()[:60])
print(re.split(r"\n(?=```)", reply)[1][:10])
