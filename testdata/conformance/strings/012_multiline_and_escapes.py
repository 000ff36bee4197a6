text = """first line
    indented "quoted"
last\tline with tab"""
print(text)
print(len(text.splitlines()))
raw = r"C:\new\table\x41"
print(raw, len(raw))
print("a\
b")
print('\x41\101\u0041\N{LATIN CAPITAL LETTER A}')
print(b"\x41\101".decode())
print("implicit" " concatenation" ' works')
