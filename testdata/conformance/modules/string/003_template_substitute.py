from string import Template

t = Template("Hello $name, you owe $$${amount:} ${amount}.")
try:
    print(t.substitute(name="Ann", amount="5.00"))
except ValueError as e:
    print("ValueError", e)
t = Template("Hello $name, you owe $$${amount}.")
print(t.substitute(name="Ann", amount="5.00"))
print(t.substitute({"name": "Bob", "amount": 3}))
print(t.substitute({"name": "Bob", "amount": 3}, name="Kwarg wins"))
print(t.safe_substitute(name="Cy"))
print(t.safe_substitute())
print(t.template)
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError", e)
try:
    Template("$who likes $what").substitute(who="tim")
except KeyError as e:
    print("KeyError", repr(e))
print(Template("$a$b").substitute(a=1, b=[2]))
print(Template("${a}b $ab").safe_substitute(a="A"))
print(Template("$_private and $x1y and $1bad").safe_substitute(_private="p", x1y="q"))
print(Template("trailing $").safe_substitute())
print(Template("$$$$").substitute())
print(Template("unicode $é").safe_substitute())
print(Template("$UPPER $Mixed").substitute(UPPER="U", Mixed="M"))
print(Template("${ spaced }").safe_substitute(spaced="no"))
print(Template("no placeholders").substitute())
print(Template("$x").substitute(x=None), Template("$x").substitute(x=3.5))
