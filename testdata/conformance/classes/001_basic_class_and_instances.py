class Dog:
    species = "canis familiaris"

    def __init__(self, name, age):
        self.name = name
        self.age = age

    def describe(self):
        return f"{self.name} is {self.age} years old"

    def birthday(self):
        self.age += 1
        return self

rex = Dog("Rex", 3)
fido = Dog("Fido", 7)
print(rex.describe(), "|", fido.describe())
print(rex.birthday().birthday().describe())
print(rex.species, Dog.species, rex.species is fido.species)
print(type(rex).__name__, isinstance(rex, Dog), vars(rex))
