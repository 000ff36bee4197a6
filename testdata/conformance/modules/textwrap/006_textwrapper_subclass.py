import textwrap

class Bulleted(textwrap.TextWrapper):
    def wrap(self, text):
        lines = super().wrap(text)
        return [("- " if i == 0 else "  ") + line for i, line in enumerate(lines)]

w = Bulleted(width=20)
for item in ["first item that is rather long", "second"]:
    print("\n".join(w.wrap(item)))

class NoSplit(textwrap.TextWrapper):
    def _split(self, text):
        return text.split(" ")
print(NoSplit(width=10).wrap("a b c d e f g h i j k"))

w = textwrap.TextWrapper(width=15)
print(w._split("Look, goof-ball -- use the -b option!"))
print(w._munge_whitespace("a\tb\nc"))
chunks = ["Hi.", " ", "There", " ", "you."]
w._fix_sentence_endings(chunks)
print(chunks)
