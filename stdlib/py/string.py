"""ASCII character classes as strings (whitespace, ascii_lowercase,
ascii_uppercase, ascii_letters, digits, hexdigits, octdigits, punctuation,
printable), capwords(), and the Template and Formatter classes."""
# pyex writes this module in Python. Template's default pattern is
# scanned in Go (_string.template_parts), so that string does not need re;
# a subclass that changes the pattern itself is matched with re. Formatter parses format strings here
# too, as str.format does (CPython's _string module).

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

whitespace = ' \t\n\r\v\f'
ascii_lowercase = ''.join(map(chr, range(ord('a'), ord('z') + 1)))
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = ascii_lowercase + ascii_uppercase
digits = ''.join(map(str, range(10)))
hexdigits = digits + ascii_lowercase[:6] + ascii_uppercase[:6]
octdigits = digits[:8]
# The printable ASCII characters that are neither letters nor digits.
punctuation = ''.join(c for c in map(chr, range(0x21, 0x7f)) if not c.isalnum())
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Capitalize each word of s. Words are split by sep and joined
    with it; without sep, at runs of whitespace, joined with one space."""
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


####################################################################
# Template

from _string import template_parts as _template_parts

# The parts of the templates seen, by (text, delimiter): see Template._parts.
_parts_seen = {}

_sentinel_dict = {}
_DEFAULT_IDPATTERN = r'(?a:[_a-z][_a-z0-9]*)'


def _ignorecase():
    try:
        import re
        return re.IGNORECASE
    except Exception:
        return 2


class _Lookup:
    """The mapping of a substitution: keywords first, then the mapping."""
    __slots__ = ('kws', 'mapping')

    def __init__(self, mapping, kws):
        self.mapping = mapping
        self.kws = kws

    def __getitem__(self, key):
        try:
            return self.kws[key]
        except KeyError:
            return self.mapping[key]


class Template:
    """A string with $name and ${name} placeholders to substitute."""

    delimiter = '$'
    idpattern = _DEFAULT_IDPATTERN
    braceidpattern = None
    flags = _ignorecase()

    def __init_subclass__(cls):
        super().__init_subclass__()
        # A subclass that changes only the delimiter keeps the hand scan;
        # any other change of the pattern needs re.
        cls._by_hand = ('pattern' not in cls.__dict__
                        and isinstance(cls.delimiter, str) and cls.delimiter != ''
                        and cls.idpattern == _DEFAULT_IDPATTERN
                        and cls.braceidpattern is None
                        and cls.flags == Template.flags)
        if cls._by_hand:
            _set_pattern(cls)
        else:
            _compile_pattern(cls)

    def __init__(self, template):
        self.template = template

    # The parts of the template, in order, as _string.template_parts
    # makes them: (0, text) literal text, (1, name, source) and (2, name,
    # source) placeholders, (3, delimiter) an escaped delimiter, (4, pos,
    # source) an invalid placeholder; re scans add (5,) for a match of no
    # known group.
    def _parts(self):
        cls = type(self)
        if cls._by_hand:
            # A template is usually substituted many times: its parts
            # (immutable tuples) are kept per text and delimiter.
            key = (self.template, cls.delimiter)
            try:
                return _parts_seen[key]
            except (KeyError, TypeError):
                pass
            parts = _template_parts(self.template, cls.delimiter)
            if type(self.template) is str and type(cls.delimiter) is str:
                if len(_parts_seen) >= 256:
                    _parts_seen.clear()
                _parts_seen[key] = parts
            return parts
        return _parts_with_re(self.template, cls._compiled)

    def _invalid(self, i):
        # The column counts the characters of the line before i, its line
        # break included when i starts the next line.
        before = self.template[:i].splitlines(keepends=True)
        line, column = (len(before), len(before[-1])) if before else (1, 1)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (line, column))

    def _unrecognized(self):
        raise ValueError('Unrecognized named group in pattern', self.pattern)

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _Lookup(mapping, kws)
        out = []
        for part in self._parts():
            kind = part[0]
            if kind == 0:
                out.append(part[1])
            elif kind <= 2:
                out.append(str(mapping[part[1]]))
            elif kind == 3:
                out.append(self.delimiter)
            elif kind == 4:
                self._invalid(part[1])
            else:
                self._unrecognized()
        return ''.join(out)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _Lookup(mapping, kws)
        out = []
        for part in self._parts():
            kind = part[0]
            if kind == 0:
                out.append(part[1])
            elif kind == 3:
                out.append(self.delimiter)
            elif kind <= 2:
                try:
                    out.append(str(mapping[part[1]]))
                except KeyError:
                    out.append(part[2])
            elif kind == 4:
                out.append(part[2])
            else:
                self._unrecognized()
        return ''.join(out)

    def is_valid(self):
        for part in self._parts():
            if part[0] == 4:
                return False
            if part[0] == 5:
                self._unrecognized()
        return True

    def get_identifiers(self):
        ids = []
        for part in self._parts():
            kind = part[0]
            if (kind == 1 or kind == 2) and part[1] not in ids:
                ids.append(part[1])
            elif kind == 5:
                self._unrecognized()
        return ids


def _set_pattern(cls):
    # The compiled pattern, for code that reads it: the hand scan does not
    # use it, so a run without re still substitutes.
    try:
        _compile_pattern(cls)
    except Exception:
        pass


def _compile_pattern(cls):
    import re
    if 'pattern' in cls.__dict__:
        pattern = cls.pattern
    else:
        delim = re.escape(cls.delimiter)
        ident = cls.idpattern
        in_braces = cls.braceidpattern or cls.idpattern
        pattern = fr"""
        {delim}(?:
          (?P<escaped>{delim})         |  # a doubled delimiter stands for one
          (?P<named>{ident})           |  # $name
          {{(?P<braced>{in_braces})}}  |  # ${{name}}
          (?P<invalid>)                   # anything else after a delimiter
        )
        """
    if isinstance(pattern, str):
        pattern = re.compile(pattern, cls.flags | re.VERBOSE)
    cls.pattern = pattern
    cls._compiled = pattern
    return pattern


def _parts_with_re(text, pattern):
    parts = []
    pos = 0
    for mo in pattern.finditer(text):
        if mo.start() > pos:
            parts.append((0, text[pos:mo.start()]))
        pos = mo.end()
        named = mo.group('named')
        if named is not None:
            parts.append((1, named, mo.group()))
            continue
        braced = mo.group('braced')
        if braced is not None:
            parts.append((2, braced, mo.group()))
            continue
        if mo.group('escaped') is not None:
            parts.append((3, mo.group('escaped')))
            continue
        if mo.group('invalid') is not None:
            parts.append((4, mo.start('invalid'), mo.group()))
            continue
        parts.append((5,))
    if pos < len(text):
        parts.append((0, text[pos:]))
    return parts


Template._by_hand = True
Template._compiled = None
_set_pattern(Template)


####################################################################
# Formatter

class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        seen = set()
        text, _ = self._vformat(format_string, args, kwargs, seen, 2)
        self.check_unused_args(seen, args, kwargs)
        return text

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        pieces = []
        for literal, field_name, spec, conversion in self.parse(format_string):
            if literal:
                pieces.append(literal)
            if field_name is None:
                continue
            field_name, auto_arg_index = _numbered(field_name, auto_arg_index)
            value, key = self.get_field(field_name, args, kwargs)
            used_args.add(key)
            value = self.convert_field(value, conversion)
            # The spec may hold fields of its own ('{0:{1}}'), one level down.
            spec, auto_arg_index = self._vformat(spec, args, kwargs, used_args,
                                                 recursion_depth - 1,
                                                 auto_arg_index=auto_arg_index)
            pieces.append(self.format_field(value, spec))
        return ''.join(pieces), auto_arg_index

    def get_value(self, key, args, kwargs):
        return args[key] if isinstance(key, int) else kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        for code, convert in _CONVERSIONS:
            if conversion == code:
                return convert(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        """Yield (literal_text, field_name, format_spec, conversion) for
        each piece of format_string, as str.format splits it."""
        return _formatter_parser(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _field_name_split(field_name)
        value = self.get_value(first, args, kwargs)
        # .name and [key] steps after the first part.
        for is_attr, step in rest:
            value = getattr(value, step) if is_attr else value[step]
        return value, first


# The !s, !r and !a conversions of a replacement field.
_CONVERSIONS = (('s', str), ('r', repr), ('a', ascii))

_NUMBERING_SWITCH = ('cannot switch from manual field specification to '
                     'automatic field numbering')


def _numbered(field_name, auto):
    # '{}' takes the next automatic number; '{0}' numbers by hand, after
    # which auto is False for good. Mixing the two raises.
    if field_name == '':
        if auto is False:
            raise ValueError(_NUMBERING_SWITCH)
        return str(auto), auto + 1
    if field_name.isdigit():
        if auto:
            raise ValueError(_NUMBERING_SWITCH)
        return field_name, False
    return field_name, auto


def _formatter_parser(s):
    if not isinstance(s, str):
        raise TypeError(f"descriptor 'formatter_parser' for 'str' objects doesn't apply to a '{type(s).__name__}' object")
    return _parse_format(s)


def _parse_format(s):
    n = len(s)
    pos = 0
    while pos < n:
        start = pos
        c = ''
        markup = False
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{' or c == '}':
                markup = True
                break
        at_end = pos >= n
        length = pos - start
        if c == '}' and markup and (at_end or s[pos] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{' and markup:
            raise ValueError("Single '{' encountered in format string")
        if not at_end and markup:
            if s[pos] == c:
                # A doubled brace is one literal brace.
                pos += 1
                markup = False
            else:
                length -= 1
        literal = s[start:start + length]
        if not markup:
            yield literal, None, None, None
            continue
        pos, name, spec, conv = _parse_field(s, pos)
        yield literal, name, spec, conv


def _parse_field(s, pos):
    n = len(s)
    start = pos
    c = ''
    while pos < n:
        c = s[pos]
        pos += 1
        if c == '{':
            raise ValueError("unexpected '{' in field name")
        if c == '[':
            while pos < n and s[pos] != ']':
                pos += 1
            continue
        if c == '}' or c == ':' or c == '!':
            break
    else:
        c = ''
    name = s[start:pos - 1] if c else s[start:pos]
    conv = None
    if c == '!' or c == ':':
        if c == '!':
            if pos >= n:
                raise ValueError("end of string while looking for conversion specifier")
            conv = s[pos]
            pos += 1
            if pos < n:
                c = s[pos]
                pos += 1
                if c == '}':
                    return pos, name, '', conv
                if c != ':':
                    raise ValueError("expected ':' after conversion specifier")
        spec_start = pos
        depth = 1
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{':
                depth += 1
            elif c == '}':
                depth -= 1
                if depth == 0:
                    return pos, name, s[spec_start:pos - 1], conv
        raise ValueError("unmatched '{' in format spec")
    if c != '}':
        raise ValueError("expected '}' before end of string")
    return pos, name, '', conv


def _as_index(text):
    """text as a non-negative int if it is all decimal digits, else None."""
    if not text:
        return None
    for ch in text:
        if not ch.isdecimal():
            return None
    return int(text)


def _field_name_split(field_name):
    if not isinstance(field_name, str):
        raise TypeError(f"descriptor 'formatter_field_name_split' for 'str' objects doesn't apply to a '{type(field_name).__name__}' object")
    i = 0
    n = len(field_name)
    while i < n and field_name[i] not in '.[':
        i += 1
    first = field_name[:i]
    idx = _as_index(first)
    if idx is not None:
        first = idx
    return first, _field_name_rest(field_name, i)


def _field_name_rest(s, i):
    n = len(s)
    while i < n:
        c = s[i]
        i += 1
        if c == '.':
            start = i
            while i < n and s[i] not in '.[':
                i += 1
            name = s[start:i]
            is_attr = True
        elif c == '[':
            start = i
            while i < n and s[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            name = s[start:i]
            i += 1
            is_attr = False
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        if not name:
            raise ValueError("Empty attribute in format string")
        if not is_attr:
            idx = _as_index(name)
            if idx is not None:
                name = idx
        yield is_attr, name
