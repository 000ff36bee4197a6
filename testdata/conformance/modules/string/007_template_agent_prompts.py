from string import Template

PROMPT = Template("""You are $role.
Task: ${task}
Constraints: $constraints
Budget: $$${budget} ($currency)""")

print(PROMPT.substitute(role="a planner", task="book travel", constraints="none", budget=500, currency="USD"))
print(PROMPT.safe_substitute(role="a critic"))
print(PROMPT.get_identifiers())
print(PROMPT.is_valid())
vals = {"role": "r", "task": "t", "constraints": "c", "budget": 1, "currency": "EUR"}
print(PROMPT.substitute(vals, currency="GBP").splitlines()[-1])
try:
    PROMPT.substitute(role="x")
except KeyError as e:
    print("missing:", e.args[0])
class Lenient(dict):
    def __missing__(self, key):
        return f"<{key}>"
print(Template("$a and $b").substitute(Lenient(a="A")))
