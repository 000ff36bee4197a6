class ParseError(Exception):
    pass

def parse_port(text):
    try:
        return int(text)
    except ValueError as e:
        raise ParseError(f"invalid port {text!r}") from e

print(parse_port("8080"))
print(parse_port("http"))
