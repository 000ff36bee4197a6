def depth(node):
    return 1 + depth(node["next"]) if node["next"] is not None else 1

chain = {"next": None}
for _ in range(50):
    chain = {"next": chain}
print("depth of chain:", depth(chain))
loop = {"next": None}
loop["next"] = loop
print("depth of loop:", depth(loop))
