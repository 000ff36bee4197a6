who = "world"
print(f'hello {who}')
print(f"it's {who!r}")
print(f'''{who} "quoted" 'single' ''')
print(rf"raw \n {who}")
print(f"tab\t{who}\tend")
nl = "\n"
print(f"joined: {nl.join(['a', 'b'])}")
print(f"{'nested ' + f'{who!s:>8}'}")
print(F"upper F {len(who)}", fR"{who}\d")
