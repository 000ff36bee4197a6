class Color:
    def __init__(self, r, g, b):
        self.rgb = (r, g, b)
    @classmethod
    def from_hex(cls, text):
        text = text.lstrip("#")
        return cls(*(int(text[i:i + 2], 16) for i in (0, 2, 4)))
    @classmethod
    def gray(cls, level):
        return cls(level, level, level)
    def to_hex(self):
        return "#" + "".join(f"{c:02x}" for c in self.rgb)
    def __repr__(self):
        return f"Color{self.rgb}"

for c in [Color.from_hex("#FF8800"), Color.gray(128), Color(1, 2, 3)]:
    print(c, c.to_hex())
