"""requests.cookies for pyex: RequestsCookieJar, as a plain mapping of
cookie names to values. pyex's requests does not store or send cookies
by itself; a jar is what programs read and pass along. Written in Python."""


class RequestsCookieJar(dict):
    """Cookie names to values."""

    def set(self, name, value, **kwargs):
        if value is None:
            self.pop(name, None)
            return None
        self[name] = value
        return value

    def get_dict(self, domain=None, path=None):
        return dict(self)

    def keys(self):
        return list(super().keys())

    def values(self):
        return list(super().values())

    def items(self):
        return list(super().items())

    def copy(self):
        return RequestsCookieJar(self)

    def __repr__(self):
        inner = ", ".join(f"<Cookie {k}={v} for />" for k, v in dict.items(self))
        return f"<RequestsCookieJar[{inner}]>"


def cookiejar_from_dict(cookie_dict, cookiejar=None, overwrite=True):
    """A jar holding cookie_dict's cookies."""
    if cookiejar is None:
        cookiejar = RequestsCookieJar()
    if cookie_dict is not None:
        for k, v in cookie_dict.items():
            if overwrite or k not in cookiejar:
                cookiejar[k] = v
    return cookiejar
