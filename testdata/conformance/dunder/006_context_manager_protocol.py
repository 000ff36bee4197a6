class Tag:
    depth = 0
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("  " * Tag.depth + f"<{self.name}>")
        Tag.depth += 1
        return self
    def __exit__(self, exc_type, exc, tb):
        Tag.depth -= 1
        print("  " * Tag.depth + f"</{self.name}>")
        return False

with Tag("html"):
    with Tag("body") as body:
        with Tag("p"):
            print("    text in", body.name)
    with Tag("footer"):
        pass
