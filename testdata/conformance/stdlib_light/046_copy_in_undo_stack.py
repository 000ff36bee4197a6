import copy

doc = {"title": "Draft", "sections": [{"h": "Intro", "lines": ["a"]}]}
history = []

def edit(fn):
    history.append(copy.deepcopy(doc))
    fn(doc)

edit(lambda d: d.update(title="Report"))
edit(lambda d: d["sections"].append({"h": "Body", "lines": []}))
edit(lambda d: d["sections"][0]["lines"].append("b"))
print(doc)
while history:
    doc = history.pop()
    print("undo ->", doc)
