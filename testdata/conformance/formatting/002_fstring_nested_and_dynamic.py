width, prec = 12, 3
value = 2 / 3
print(f"[{value:{width}.{prec}f}]")
print(f"[{value:>{width}}]")
for align in "<^>":
    print(f"[{'mid':{align}{width}}]")
fill = "-"
print(f"[{'x':{fill}^9}]")
items = {"a": 1, "b": 22}
print(f"{', '.join(f'{k}={v:03}' for k, v in items.items())}")
print(f"{'{'}braces{'}'} {{doubled}}")
