def hexdump(data, width=8):
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        print(f"{off:04x}  {hexpart:<{width * 3}} |{text}|")

hexdump("Hello, wörld!\n\tTabs & bytes\x00\x7f".encode())
