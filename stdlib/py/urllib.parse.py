"""urllib.parse for pyex: splitting, joining, quoting and query strings of
URLs, with CPython 3.11's results, quirks and error messages. Written in
Python. Every function takes str or bytes (ASCII) alike; a bytes input
gives a bytes result."""

import functools
import re
import sys

import types
import warnings
from collections import namedtuple
from _pyex_urlpath import (parse_qs as _parse_qs_str, parse_qsl as _parse_qsl_str,
                           quote_bytes as _quote_bytes, quote_str as _quote_str,
                           unquote_bytes as _unquote_bytes, split_str as _split_str,
                           hostname_str as _hostname_str, unsplit_str as _unsplit_str,
                           urlencode_str as _urlencode_str)

__all__ = [
    "urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit", "urlunsplit",
    "urlencode", "parse_qs", "parse_qsl", "quote", "quote_plus",
    "quote_from_bytes", "unquote", "unquote_plus", "unquote_to_bytes",
    "DefragResult", "ParseResult", "SplitResult",
    "DefragResultBytes", "ParseResultBytes", "SplitResultBytes",
]

# Which schemes take part in which rules; the lists are public and code
# outside may append to them, so they stay lists.
uses_relative = ("| ftp http gopher nntp imap wais file https shttp mms prospero "
                 "rtsp rtsps rtspu sftp svn svn+ssh ws wss").split(" ")
uses_netloc = ("| ftp http gopher nntp telnet imap wais file mms https shttp snews "
               "prospero rtsp rtsps rtspu rsync svn svn+ssh sftp nfs git git+ssh "
               "ws wss").split(" ")
uses_params = ("| ftp hdl prospero http imap https shttp rtsp rtsps rtspu sip "
               "sips mms sftp tel").split(" ")
non_hierarchical = "gopher hdl mailto news telnet wais imap snews sip sips".split(" ")
uses_query = ("| http wais imap https shttp mms gopher rtsp rtsps rtspu sip "
              "sips").split(" ")
uses_fragment = ("| ftp hdl http gopher news nntp wais https shttp snews file "
                 "prospero").split(" ")
for _lst in (uses_relative, uses_netloc, uses_params, uses_query, uses_fragment):
    _lst[0] = ""  # '|' stood for the empty scheme
del _lst

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
scheme_chars = _LETTERS + _LETTERS.upper() + "0123456789" + "+-."

# WHATWG: leading C0 controls and spaces are dropped, and tab, CR and LF
# are removed anywhere in the URL.
_C0_OR_SPACE = "".join(map(chr, range(0x21)))
_REMOVED = ("\t", "\r", "\n")


def clear_cache():
    """Empty urlsplit's cache."""
    urlsplit.cache_clear()


# --- str / bytes coercion ------------------------------------------------

def _same(x):
    return x


def _to_bytes_result(x, encoding="ascii", errors="strict"):
    return x.encode(encoding, errors)


def _coerce_args(*args):
    """Return the args as str plus the function that turns a str result
    back into the caller's type (bytes in, bytes out)."""
    want_str = isinstance(args[0], str)
    for a in args[1:]:
        # An empty argument (a default scheme of '') goes with either type.
        if a and isinstance(a, str) != want_str:
            raise TypeError("Cannot mix str and non-str arguments")
    if want_str:
        return args + (_same,)
    decoded = tuple(a.decode("ascii", "strict") if a else "" for a in args)
    return decoded + (_to_bytes_result,)


# --- result types --------------------------------------------------------

class _ResultMixinStr(object):
    __slots__ = ()

    def encode(self, encoding="ascii", errors="strict"):
        return self._encoded_counterpart(*[part.encode(encoding, errors) for part in self])


class _ResultMixinBytes(object):
    __slots__ = ()

    def decode(self, encoding="ascii", errors="strict"):
        return self._decoded_counterpart(*[part.decode(encoding, errors) for part in self])


class _NetlocResultMixinBase(object):
    """username, password, hostname and port, read from netloc."""
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        if type(self.netloc) is str:
            host = _hostname_str(self.netloc)
            if host is not False:
                return host
        host = self._hostinfo[0]
        if not host:
            return None
        # The zone of an IPv6 address (after '%') keeps its case.
        pct = "%" if isinstance(host, str) else b"%"
        addr, sep, zone = host.partition(pct)
        return addr.lower() + sep + zone

    @property
    def port(self):
        text = self._hostinfo[1]
        if text is None:
            return None
        if not (text.isdigit() and text.isascii()):
            raise ValueError(f"Port could not be cast to integer value as {text!r}")
        number = int(text)
        if number < 0 or number > 65535:
            raise ValueError("Port out of range 0-65535")
        return number

    __class_getitem__ = classmethod(types.GenericAlias)


def _split_userinfo(netloc, at, colon):
    info, found, _ = netloc.rpartition(at)
    if not found:
        return None, None
    user, has_pw, pw = info.partition(colon)
    return user, (pw if has_pw else None)


def _split_hostinfo(netloc, at, colon, lbr, rbr):
    hostport = netloc.rpartition(at)[2]
    before, opened, inside = hostport.partition(lbr)
    if opened:
        host, _, after = inside.partition(rbr)
        port = after.partition(colon)[2]
    else:
        host, _, port = hostport.partition(colon)
    return host, (port or None)


class _NetlocResultMixinStr(_NetlocResultMixinBase, _ResultMixinStr):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _split_userinfo(self.netloc, "@", ":")

    @property
    def _hostinfo(self):
        return _split_hostinfo(self.netloc, "@", ":", "[", "]")


class _NetlocResultMixinBytes(_NetlocResultMixinBase, _ResultMixinBytes):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _split_userinfo(self.netloc, b"@", b":")

    @property
    def _hostinfo(self):
        return _split_hostinfo(self.netloc, b"@", b":", b"[", b"]")


_DefragBase = namedtuple("DefragResult", ["url", "fragment"])
_SplitBase = namedtuple("SplitResult", ["scheme", "netloc", "path", "query", "fragment"])
_ParseBase = namedtuple("ParseResult", ["scheme", "netloc", "path", "params", "query", "fragment"])

ResultBase = _NetlocResultMixinStr


def _joined_fragment(url, frag, hash_mark):
    return url + hash_mark + frag if frag else url


class DefragResult(_DefragBase, _ResultMixinStr):
    """A URL without its fragment, and the fragment."""
    __slots__ = ()

    def geturl(self):
        return _joined_fragment(self.url, self.fragment, "#")


class SplitResult(_SplitBase, _NetlocResultMixinStr):
    """urlsplit's five parts of a URL."""
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_ParseBase, _NetlocResultMixinStr):
    """urlparse's six parts of a URL."""
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_DefragBase, _ResultMixinBytes):
    """DefragResult of a bytes URL."""
    __slots__ = ()

    def geturl(self):
        return _joined_fragment(self.url, self.fragment, b"#")


class SplitResultBytes(_SplitBase, _NetlocResultMixinBytes):
    """SplitResult of a bytes URL."""
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_ParseBase, _NetlocResultMixinBytes):
    """ParseResult of a bytes URL."""
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


for _s, _b in ((DefragResult, DefragResultBytes), (SplitResult, SplitResultBytes),
               (ParseResult, ParseResultBytes)):
    _s._encoded_counterpart = _b
    _b._decoded_counterpart = _s
del _s, _b


# --- bracketed hosts -----------------------------------------------------

def _is_ipv4(text):
    parts = text.split(".")
    if len(parts) != 4:
        return False
    for p in parts:
        if not p or len(p) > 3 or not (p.isascii() and p.isdigit()):
            return False
        if len(p) > 1 and p[0] == "0":
            return False  # ambiguous octal-looking octet
        if int(p) > 255:
            return False
    return True


def _is_ipv6(text):
    addr, pct, zone = text.partition("%")
    if pct and (not zone or "%" in zone):
        return False
    groups = addr.split(":")
    if len(groups) < 3:
        return False
    # An embedded IPv4 address stands for the last two groups.
    if "." in groups[-1]:
        if not _is_ipv4(groups[-1]):
            return False
        groups[-1:] = ["0", "0"]
    if len(groups) > 9:
        return False
    gaps = [k for k in range(1, len(groups) - 1) if not groups[k]]
    if len(gaps) > 1:
        return False
    if gaps:
        head = gaps[0]
        tail = len(groups) - head - 1
        if not groups[0]:
            if head != 1:
                return False
            head = 0
        if not groups[-1]:
            if tail != 1:
                return False
            tail = 0
        if head + tail > 7:
            return False
    else:
        if len(groups) != 8:
            return False
    for g in groups:
        if not g and gaps:
            continue  # the '::' (and its colon at either end)
        if not g or len(g) > 4:
            return False
        for ch in g:
            if ch not in "0123456789abcdefABCDEF":
                return False
    return True


def _check_bracketed_host(host):
    if host.startswith("v"):
        if not re.match(r"\Av[a-fA-F0-9]+\..+\Z", host):
            raise ValueError("IPvFuture address is invalid")
        return
    if _is_ipv4(host):
        raise ValueError("An IPv4 address cannot be in brackets")
    if not _is_ipv6(host):
        raise ValueError(f"{host!r} does not appear to be an IPv4 or IPv6 address")


def _checknetloc(netloc):
    if not netloc or netloc.isascii():
        return
    # A netloc whose NFKC form gains a URL delimiter would be read as a
    # different address by whoever normalizes it: refuse it.
    import unicodedata
    bare = netloc
    for ch in "@:#?":
        bare = bare.replace(ch, "")
    normal = unicodedata.normalize("NFKC", bare)
    if normal == bare:
        return
    if any(ch in normal for ch in "/?#@:"):
        raise ValueError(f"netloc '{netloc}' contains invalid characters under NFKC normalization")


# --- splitting and joining -----------------------------------------------

def _netloc_end(url, start):
    """Index where the netloc that begins at start ends."""
    end = len(url)
    for delim in "/?#":
        k = url.find(delim, start)
        if 0 <= k < end:
            end = k
    return end


@functools.lru_cache(typed=True)
def urlsplit(url, scheme="", allow_fragments=True):
    """Split a URL into scheme, netloc, path, query and fragment."""
    if type(url) is str and type(scheme) is str:
        done = _split_str(url, scheme, allow_fragments, SplitResult)
        if done is not None:
            return done
    url, scheme, back = _coerce_args(url, scheme)
    url = url.lstrip(_C0_OR_SPACE)
    scheme = scheme.strip(_C0_OR_SPACE)
    for ch in _REMOVED:
        url = url.replace(ch, "")
        scheme = scheme.replace(ch, "")
    netloc = query = fragment = ""
    colon = url.find(":")
    if colon > 0 and url[0].isascii() and url[0].isalpha():
        head = url[:colon]
        if all(ch in scheme_chars for ch in head):
            scheme = head.lower()
            url = url[colon + 1:]
    if url[:2] == "//":
        end = _netloc_end(url, 2)
        netloc, url = url[2:end], url[end:]
        has_open, has_close = "[" in netloc, "]" in netloc
        if has_open != has_close:
            raise ValueError("Invalid IPv6 URL")
        if has_open:
            _check_bracketed_host(netloc.partition("[")[2].partition("]")[0])
    if allow_fragments and "#" in url:
        url, fragment = url.split("#", 1)
    if "?" in url:
        url, query = url.split("?", 1)
    _checknetloc(netloc)
    return back(SplitResult(scheme, netloc, url, query, fragment))


def _split_params(path):
    # Params belong to the last path segment only.
    slash = path.rfind("/")
    semi = path.find(";", slash if slash >= 0 else 0)
    if semi < 0:
        return path, ""
    return path[:semi], path[semi + 1:]


def urlparse(url, scheme="", allow_fragments=True):
    """Split a URL into scheme, netloc, path, params, query and fragment."""
    if type(url) is str and type(scheme) is str:
        back = _same  # what _coerce_args answers for strs, without its call
    else:
        url, scheme, back = _coerce_args(url, scheme)
    sch, netloc, path, query, fragment = urlsplit(url, scheme, allow_fragments)
    params = ""
    if sch in uses_params and ";" in path:
        path, params = _split_params(path)
    return back(ParseResult(sch, netloc, path, params, query, fragment))


def urlunsplit(components):
    """Join the five parts urlsplit gives back into a URL."""
    if type(components) is tuple:
        done = _unsplit_str(components, uses_netloc)
        if done is not None:
            return done
    back = None
    if isinstance(components, tuple) and len(components) == 5:
        scheme, netloc, url, query, fragment = components
        if (type(scheme) is str and type(netloc) is str and type(url) is str and type(query) is str
                and type(fragment) is str):
            back = _same  # what _coerce_args answers for strs, without its call
    if back is None:
        scheme, netloc, url, query, fragment, back = _coerce_args(*components)
    if netloc or (scheme and scheme in uses_netloc and url[:2] != "//"):
        if url and url[:1] != "/":
            url = "/" + url
        url = "//" + (netloc or "") + url
    if scheme:
        url = scheme + ":" + url
    if query:
        url += "?" + query
    if fragment:
        url += "#" + fragment
    return back(url)


def urlunparse(components):
    """Join the six parts urlparse gives back into a URL."""
    back = None
    if type(components) is tuple and len(components) == 6:
        scheme, netloc, url, params, query, fragment = components
        if (type(scheme) is str and type(netloc) is str and type(url) is str and type(params) is str
                and type(query) is str and type(fragment) is str):
            back = _same  # what _coerce_args answers for strs, without its call
    if back is None:
        scheme, netloc, url, params, query, fragment, back = _coerce_args(*components)
    if params:
        url = f"{url};{params}"
    return back(urlunsplit((scheme, netloc, url, query, fragment)))


def _merge_segments(base_path, path):
    """RFC 3986 5.2: the path of a relative reference against the base's,
    with dot segments removed."""
    if path[:1] == "/":
        segs = path.split("/")
    else:
        dirs = base_path.split("/")
        if dirs[-1] != "":
            dirs.pop()  # the base's last segment is replaced
        segs = dirs + path.split("/")
        # Empty segments in the middle collapse (CPython's choice).
        segs[1:-1] = [s for s in segs[1:-1] if s]
    out = []
    for s in segs:
        if s == "..":
            if out:
                out.pop()
        elif s != ".":
            out.append(s)
    if segs[-1] in (".", ".."):
        out.append("")
    return "/".join(out) or "/"


def urljoin(base, url, allow_fragments=True):
    """Resolve url against base, as a browser resolves a link."""
    if not base:
        return url
    if not url:
        return base
    if type(base) is str and type(url) is str:
        back = _same
    else:
        base, url, back = _coerce_args(base, url)
    bscheme, bnetloc, bpath, bparams, bquery, bfrag = urlparse(base, "", allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return back(url)
    if scheme in uses_netloc:
        if netloc:
            return back(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        return back(urlunparse((scheme, netloc, bpath, bparams, query or bquery, fragment)))
    return back(urlunparse((scheme, netloc, _merge_segments(bpath, path),
                            params, query, fragment)))


def urldefrag(url):
    """Split the fragment off url: DefragResult(url, fragment)."""
    url, back = _coerce_args(url)
    if "#" not in url:
        return back(DefragResult(url, ""))
    parts = urlparse(url)
    rest = urlunparse(parts[:5] + ("",))
    return back(DefragResult(rest, parts[5]))


# --- percent-decoding ----------------------------------------------------

def unquote_to_bytes(string):
    """Decode %XX escapes into bytes: 'a%20b' -> b'a b'."""
    if not string:
        string.split  # a wrong type fails here as CPython's does
        return b""
    if isinstance(string, str):
        string = string.encode("utf-8")
    if len(string.split(b"%", 1)) == 1:
        return string
    if isinstance(string, bytearray):
        # CPython looks each escape's bytearray piece up in a dict.
        raise TypeError("unhashable type: 'bytearray'")
    return _unquote_bytes(string)


_ASCII_RUNS = re.compile("([\x00-\x7f]+)")


def unquote(string, encoding="utf-8", errors="replace"):
    """Decode %XX escapes, the bytes they make read as encoding."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if "%" not in string:
        string.split
        return string
    encoding = "utf-8" if encoding is None else encoding
    errors = "replace" if errors is None else errors
    if string.isascii():
        return _unquote_bytes(string).decode(encoding, errors)
    # Escapes only ever sit in ASCII runs; other characters pass through.
    runs = _ASCII_RUNS.split(string)
    out = [runs[0]]
    for k in range(1, len(runs), 2):
        out.append(unquote_to_bytes(runs[k]).decode(encoding, errors))
        out.append(runs[k + 1])
    return "".join(out)


def unquote_plus(string, encoding="utf-8", errors="replace"):
    """unquote() that first turns '+' into a space, as in form data."""
    return unquote(string.replace("+", " "), encoding, errors)


# --- percent-encoding ----------------------------------------------------

_ALWAYS_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
_ALWAYS_SAFE_BYTES = bytes(sorted(_ALWAYS_SAFE))


class _Quoter(dict):
    """byte value -> its text in a quoted URL (deprecated public API)."""

    def __init__(self, safe):
        self.safe = _ALWAYS_SAFE.union(safe)

    def __repr__(self):
        return f"<Quoter {dict(self)!r}>"

    def __missing__(self, b):
        text = chr(b) if b in self.safe else f"%{b:02X}"
        self[b] = text
        return text


def __getattr__(name):
    if name == "Quoter":
        warnings.warn("Deprecated in 3.11. urllib.parse.Quoter will be removed in Python 3.14. "
                      "It was not intended to be a public API.", DeprecationWarning, stacklevel=2)
        return _Quoter
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def quote_from_bytes(bs, safe="/"):
    """Percent-encode the bytes bs, leaving unreserved and safe ASCII."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ""
    if isinstance(safe, str):
        safe = safe.encode("ascii", "ignore")
    else:
        safe = bytes([c for c in safe if c < 128])
    return _quote_bytes(bs, safe)


def quote(string, safe="/", encoding=None, errors=None):
    """Percent-encode string (str, encoded first, or bytes)."""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None and errors is None and type(safe) is str:
            done = _quote_str(string, safe, False)
            if done is not None:
                return done
        string = string.encode("utf-8" if encoding is None else encoding,
                               "strict" if errors is None else errors)
    else:
        for what, given in (("encoding", encoding), ("errors", errors)):
            if given is not None:
                raise TypeError(f"quote() doesn't support '{what}' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe="", encoding=None, errors=None):
    """quote() for form data: spaces become '+', and '/' is not safe."""
    if type(string) is str and encoding is None and errors is None and type(safe) is str:
        done = _quote_str(string, safe, True)
        if done is not None:
            return done
    space = " " if isinstance(string, str) else b" "
    if isinstance(string, (str, bytes)) and space not in string:
        return quote(string, safe, encoding, errors)
    space = " " if isinstance(safe, str) else b" "
    return quote(string, safe + space, encoding, errors).replace(" ", "+")


def urlencode(query, doseq=False, safe="", encoding=None, errors=None, quote_via=quote_plus):
    """Encode a mapping or a sequence of pairs as a query string."""
    if (encoding is None and errors is None and type(safe) is str
            and (quote_via is _quote_plus_default or quote_via is _quote_default)):
        done = _urlencode_str(list(query.items()) if type(query) is dict else query, safe,
                              quote_via is _quote_plus_default)
        if done is not None:
            return done
    if hasattr(query, "items"):
        query = query.items()
    else:
        # Only the first item is checked, as CPython does.
        try:
            pairs = not len(query) or isinstance(query[0], tuple)
        except TypeError as err:
            cause = err
        else:
            cause = None if pairs else TypeError()
        if cause is not None:
            raise TypeError("not a valid non-string sequence or mapping object") from cause

    def enc(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(str(x), safe, encoding, errors)

    fields = []
    for k, v in query:
        key = enc(k)
        if not doseq or isinstance(v, (str, bytes)):
            fields.append(key + "=" + enc(v))
            continue
        try:
            len(v)
        except TypeError:
            fields.append(key + "=" + enc(v))
        else:
            fields.extend(key + "=" + enc(item) for item in v)
    return "&".join(fields)


# What urlencode may quote with in Go: the module's own quoters.
_quote_plus_default = quote_plus
_quote_default = quote


# --- query strings -------------------------------------------------------

def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding="utf-8", errors="replace", max_num_fields=None, separator="&"):
    """Parse a query string into a list of (name, value) pairs."""
    if type(qs) is str and type(separator) is str:
        back = _same  # what _coerce_args answers for strs, without its call
    else:
        qs, back = _coerce_args(qs)
        separator, _ = _coerce_args(separator)
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        count = qs.count(separator) + 1 if qs else 0
        if count > max_num_fields:
            raise ValueError("Max number of fields exceeded")
    if (back is _same and not strict_parsing and encoding == "utf-8" and errors == "replace"
            and type(qs) is str and type(separator) is str):
        pairs = _parse_qsl_str(qs, separator, bool(keep_blank_values))
        if pairs is not None:
            return pairs
    pairs = []
    for field in (qs.split(separator) if qs else ()):
        if not field and not strict_parsing:
            continue
        name, eq, value = field.partition("=")
        if not eq:
            if strict_parsing:
                raise ValueError(f"bad query field: {field!r}")
            if not keep_blank_values:
                continue
        if value or keep_blank_values:
            name = unquote(name.replace("+", " "), encoding=encoding, errors=errors)
            value = unquote(value.replace("+", " "), encoding=encoding, errors=errors)
            pairs.append((back(name), back(value)))
    return pairs


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding="utf-8", errors="replace", max_num_fields=None, separator="&"):
    """Parse a query string into a dict of name -> list of values."""
    if (type(qs) is str and type(separator) is str and separator and not strict_parsing
            and encoding == "utf-8" and errors == "replace" and max_num_fields is None):
        found = _parse_qs_str(qs, separator, bool(keep_blank_values))
        if found is not None:
            return found
    found = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding=encoding,
                                 errors=errors, max_num_fields=max_num_fields,
                                 separator=separator):
        found.setdefault(name, []).append(value)
    return found


# --- legacy helpers --------------------------------------------------------

def unwrap(url):
    """'<URL:scheme://host/path>' -> 'scheme://host/path'."""
    url = str(url).strip()
    if url[:1] == "<" and url[-1:] == ">":
        url = url[1:-1].strip()
    if url[:4] == "URL:":
        url = url[4:].strip()
    return url


def _deprecated(name, instead="urlparse"):
    warnings.warn(f"urllib.parse.{name}() is deprecated as of 3.8, "
                  f"use urllib.parse.{instead}() instead", DeprecationWarning, stacklevel=3)


def to_bytes(url):
    warnings.warn("urllib.parse.to_bytes() is deprecated as of 3.8",
                  DeprecationWarning, stacklevel=2)
    return _to_bytes(url)


def _to_bytes(url):
    # Despite the name: checks that a str is ASCII and returns it.
    if isinstance(url, str) and not url.isascii():
        raise UnicodeError(f"URL {url!r} contains non-ASCII characters")
    return url


def _splittype(url):
    m = re.match("([^/:]+):(.*)", url, re.DOTALL)
    if m is None:
        return None, url
    return m.group(1).lower(), m.group(2)


def _splithost(url):
    m = re.match("//([^/#?]*)(.*)", url, re.DOTALL)
    if m is None:
        return None, url
    host, path = m.groups()
    if path and not path.startswith("/"):
        path = "/" + path
    return host, path


def _splituser(host):
    user, at, rest = host.rpartition("@")
    return (user if at else None), rest


def _splitpasswd(user):
    name, colon, pw = user.partition(":")
    return name, (pw if colon else None)


def _splitport(host):
    m = re.fullmatch("(.*):([0-9]*)", host, re.DOTALL)
    if m is not None and m.group(2):
        return m.group(1), m.group(2)
    if m is not None:
        return m.group(1), None
    return host, None


def _splitnport(host, defport=-1):
    head, colon, port = host.rpartition(":")
    if not colon:
        return port, defport
    if not port:
        return head, defport
    return head, (int(port) if port.isdigit() and port.isascii() else None)


def _splitquery(url):
    path, mark, query = url.rpartition("?")
    return (path, query) if mark else (url, None)


def _splittag(url):
    path, mark, tag = url.rpartition("#")
    return (path, tag) if mark else (url, None)


def _splitattr(url):
    first, *attrs = url.split(";")
    return first, attrs


def _splitvalue(attr):
    name, eq, value = attr.partition("=")
    return name, (value if eq else None)


def splittype(url):
    _deprecated("splittype")
    return _splittype(url)


def splithost(url):
    _deprecated("splithost")
    return _splithost(url)


def splituser(host):
    _deprecated("splituser")
    return _splituser(host)


def splitpasswd(user):
    _deprecated("splitpasswd")
    return _splitpasswd(user)


def splitport(host):
    _deprecated("splitport")
    return _splitport(host)


def splitnport(host, defport=-1):
    _deprecated("splitnport")
    return _splitnport(host, defport)


def splitquery(url):
    _deprecated("splitquery")
    return _splitquery(url)


def splittag(url):
    _deprecated("splittag")
    return _splittag(url)


def splitattr(url):
    _deprecated("splitattr")
    return _splitattr(url)


def splitvalue(attr):
    _deprecated("splitvalue", "parse_qsl")
    return _splitvalue(attr)
