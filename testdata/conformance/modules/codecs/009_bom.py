import codecs
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)
print(codecs.BOM, codecs.BOM_UTF16, codecs.BOM_UTF32, codecs.BOM_LE, codecs.BOM_BE)
data = codecs.BOM_UTF8 + 'text'.encode()
if data.startswith(codecs.BOM_UTF8):
    print(data[len(codecs.BOM_UTF8):].decode())
for raw in [b'\xff\xfeh\x00', b'\xfe\xff\x00h', b'\xef\xbb\xbfh']:
    for bom, enc in [(codecs.BOM_UTF8, 'utf-8-sig'), (codecs.BOM_UTF16_LE, 'utf-16'), (codecs.BOM_UTF16_BE, 'utf-16')]:
        if raw.startswith(bom):
            print(enc, codecs.decode(raw, enc))
            break
