class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def intro(self):
        return f"I am {self.name} and I say {self.speak()}"

class Cat(Animal):
    def speak(self):
        return "meow"

class Lion(Cat):
    def __init__(self, name, pride):
        super().__init__(name)
        self.pride = pride
    def speak(self):
        return super().speak().upper() + " (roar)"

for a in [Animal("generic"), Cat("Tom"), Lion("Leo", "east")]:
    print(a.intro())
print(Lion.__mro__)
print(issubclass(Lion, Animal), isinstance(Lion("x", 1), Cat), Lion.__bases__)
