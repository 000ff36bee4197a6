class Base:
    greeting = "hello"
    def greet(self):
        return f"{self.greeting} from {self.name()}"
    def name(self):
        return "Base"

class Polite(Base):
    greeting = "good day"

class Named(Polite):
    def name(self):
        return "Named"

for cls in (Base, Polite, Named):
    print(cls.__name__, "->", cls().greet())
n = Named()
n.greeting = "hey"
print(n.greet(), Named.greeting)
