import unicodedata
def strip(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))
print(strip("Crème Brûlée à la française, naïve Ångström"))
