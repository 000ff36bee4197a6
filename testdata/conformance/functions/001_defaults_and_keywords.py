def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"

print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", punct="?"))
print(greet(punct=".", name="Di", greeting="Bye"))
print(greet.__defaults__, greet.__name__)
def stamp(x, seen=[]):
    seen.append(x)
    return len(seen)
print(stamp("a"), stamp("b"), stamp("c"), stamp.__defaults__)
