import string

print(string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), len(string.punctuation), string.punctuation[:10])
t = string.Template("Hello $name, you owe $$${amount}.")
print(t.substitute(name="Ann", amount="5.00"))
print(t.safe_substitute(name="Bob"))
try:
    t.substitute(name="Cyd")
except KeyError as e:
    print("KeyError:", e)
print(string.capwords("hello   big  world"))
