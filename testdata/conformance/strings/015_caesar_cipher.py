def shift(text, k):
    out = []
    for ch in text:
        if ch.isupper():
            out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        elif ch.islower():
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        else:
            out.append(ch)
    return "".join(out)

msg = "Attack at Dawn, Zebra!"
for k in (1, 3, 13, 25, -1):
    enc = shift(msg, k)
    print(k, enc, shift(enc, -k) == msg)
