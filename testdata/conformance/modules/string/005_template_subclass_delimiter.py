from string import Template

class Percent(Template):
    delimiter = "%"

t = Percent("%who paid %%%amount for %{item}s")
print(t.substitute(who="Ann", amount=5, item="book"))
print(t.safe_substitute(who="Bob"))
try:
    Percent("50% off").substitute()
except ValueError as e:
    print("ValueError", e)

class Hash2(Template):
    delimiter = "##"
print(Hash2("##a and ####b and ##{c}").safe_substitute(a=1, c=3))
print(Hash2("x ## y").safe_substitute())

class Named(Template):
    pass
print(Named("$v").substitute(v="named subclass"))
print(Template.delimiter, Percent.delimiter, Template.idpattern, Template.braceidpattern)

# templates from a config dict
config = {"host": "localhost", "port": 8080}
tpl = Template("http://$host:$port/api")
print(tpl.substitute(config))
rows = [{"n": "a", "v": 1}, {"n": "b", "v": 2}]
line = Template("$n=$v")
print(", ".join(line.substitute(r) for r in rows))
