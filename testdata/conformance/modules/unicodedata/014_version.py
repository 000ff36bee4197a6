import unicodedata
print(unicodedata.unidata_version)
