import unicodedata
for f, a in [(unicodedata.category, (1,)), (unicodedata.category, ("ab",)), (unicodedata.name, ("",)), (unicodedata.combining, (b"a",))]:
    try:
        f(*a)
    except TypeError as e:
        print(e)
