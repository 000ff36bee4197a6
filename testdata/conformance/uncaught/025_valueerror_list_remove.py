queue = ["a", "b", "c"]
queue.remove("b")
print(queue)
queue.remove("z")
