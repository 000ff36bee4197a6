point = (3, 4)
print("x =", point[0])
print("y =", point[1])
print("z =", point[2])
