# Found by difffuzz (seed 3 index 3441, minimized): which item set.pop()
# takes follows the set's order, so it shows the order of a set display of
# constants too.
v67 = {11, -3, -1, 5}
v67.pop()
print(sorted(v67))
v1 = (({9, -2, 13, -3} - {-1}) ^ set([]))
v1.pop()
print(sorted(v1))
