active = {1, 2, 3}
active.remove(2)
print(sorted(active))
active.discard(7)
print(sorted(active))
active.remove(7)
