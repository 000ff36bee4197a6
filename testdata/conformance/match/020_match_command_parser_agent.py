def run(commands):
    stack = []
    for cmd in commands:
        match cmd.split():
            case ["push", value] if value.lstrip("-").isdigit():
                stack.append(int(value))
            case ["push", value]:
                print(f"  bad value {value!r}")
            case ["pop"] if stack:
                print("  popped", stack.pop())
            case ["pop"]:
                print("  stack empty")
            case ["add" | "mul" as op] if len(stack) >= 2:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if op == "add" else a * b)
            case ["dup"]:
                stack.extend(stack[-1:])
            case [unknown, *args]:
                print(f"  unknown {unknown} {args}")
        print(f"{cmd:<10} {stack}")

run(["push 3", "push 4", "add", "dup", "mul", "push x", "pop", "pop", "jump 1 2", "push -2"])
