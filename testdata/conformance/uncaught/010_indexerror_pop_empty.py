stack = [1, 2]
while True:
    print("popped", stack.pop())
