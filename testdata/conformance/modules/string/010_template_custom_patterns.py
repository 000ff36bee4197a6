import re
from string import Template

class Dotted(Template):
    idpattern = r'[a-z][_a-z0-9.]*'
t = Dotted("user=$user.name id=${user.id} $$ raw")
print(t.substitute({"user.name": "ann", "user.id": 7}))
print(t.get_identifiers())

class CaseSensitive(Template):
    flags = 0
    idpattern = r'[a-z]+'
print(CaseSensitive("$abc $ABC").safe_substitute(abc=1, ABC=2))

class Braced(Template):
    braceidpattern = r'[^}]+'
print(Braced("${with space} $plain").substitute({"with space": "ok", "plain": "p"}))

class Custom(Template):
    delimiter = "@"
    pattern = r"""
    @(?:
      (?P<escaped>@) |
      (?P<named>[a-z]+) |
      <(?P<braced>[a-z]+)> |
      (?P<invalid>)
    )
    """
c = Custom("mail @@ @who at @<host>!")
print(c.substitute(who="me", host="example"))
try:
    Custom("bad @1").substitute()
except ValueError as e:
    print("ValueError", e)
print(Custom("x @1 y").safe_substitute())
print(isinstance(Dotted.pattern, re.Pattern), Template.flags == re.IGNORECASE)
print(Template.pattern.pattern == Dotted.pattern.pattern)
print(Template.pattern.search("a $b c").group("named"))
