class tools:
    @staticmethod
    def slug(text):
        return text.lower().replace(" ", "-")

print(tools.slug("Hello World"))
print(tools.slugify("Hello World"))
