class Base:
    @classmethod
    def create(cls):
        return f"Base.create for {cls.__name__}"
    def hello(self):
        return "Base.hello"

class Mid(Base):
    @classmethod
    def create(cls):
        return "Mid> " + super().create()
    def hello(self):
        return "Mid> " + super(Mid, self).hello()

class Leaf(Mid):
    def hello(self):
        return "Leaf> " + super(Mid, self).hello()

print(Mid.create(), "|", Leaf.create())
print(Mid().hello(), "|", Leaf().hello())
