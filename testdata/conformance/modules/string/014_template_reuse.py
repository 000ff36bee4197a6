# A Template substituted many times, templates sharing a text, texts
# reassigned, subclasses with other delimiters, and invalid placeholders
# met again after their first error.
from string import Template

t = Template("$who likes $$ and ${what}; $who again")
for who, what in (("ann", "tea"), ("bob", "jam"), ("cy", 3)):
    print(t.substitute(who=who, what=what), "|", t.safe_substitute(who=who))
u = Template("$who likes $$ and ${what}; $who again")
print(u.substitute({"who": "dee", "what": "figs"}, what="nuts"))
t.template = "now ${what} only"
print(t.substitute(what="x"), t.safe_substitute())


class Pct(Template):
    delimiter = "%"


p = Pct("%who likes $who and %%")
print(p.substitute(who="eve"), Template(p.template).safe_substitute(who="eve"))
bad = Template("line one\n  cost: $ 5 for $item")
for _ in range(2):
    try:
        bad.substitute(item="x")
    except ValueError as e:
        print(type(e).__name__, e)
    print(bad.safe_substitute(item="pen"))
try:
    Template("$missing here").substitute(other=1)
except KeyError as e:
    print(type(e).__name__, e)
print(t.get_identifiers(), bad.is_valid(), Template("$a $b $a").get_identifiers())
