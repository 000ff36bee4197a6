from string import Template

t = Template("Hello $ world")
print(t.safe_substitute())
print(t.substitute())
