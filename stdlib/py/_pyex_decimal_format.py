"""format() of decimal.Decimal: the format-spec mini-language applied to
a decimal's digits, rounding with the context's rounding mode."""

import _pyex_decimal as _core

_ALIGNS = '<>=^'
_TYPES = 'eEfFgGn%'


def _parse_spec(spec):
    """Split a format spec into its fields; ValueError when malformed."""
    i, n = 0, len(spec)
    fill, align = None, None
    if n >= 2 and spec[1] in _ALIGNS:
        fill, align = spec[0], spec[1]
        i = 2
    elif n >= 1 and spec[0] in _ALIGNS:
        align = spec[0]
        i = 1
    sign = '-'
    if i < n and spec[i] in '+- ':
        sign = spec[i]
        i += 1
    no_neg_zero = False
    if i < n and spec[i] == 'z':
        no_neg_zero = True
        i += 1
    alt = False
    if i < n and spec[i] == '#':
        alt = True
        i += 1
    zero = False
    if i < n and spec[i] == '0':
        zero = True
        i += 1
    j = i
    while i < n and spec[i].isdigit():
        i += 1
    width = int(spec[j:i]) if i > j else None
    group = None
    if i < n and spec[i] == ',':
        group = spec[i]
        i += 1
    precision = None
    if i < n and spec[i] == '.':
        i += 1
        j = i
        while i < n and spec[i].isdigit():
            i += 1
        if i == j:
            raise ValueError('invalid format string')
        precision = int(spec[j:i])
    typ = None
    if i < n:
        typ = spec[i]
        i += 1
    if i != n or alt or (typ is not None and typ not in _TYPES):
        raise ValueError('invalid format string')
    if zero and fill is None:
        fill = '0'
        if align is None:
            align = '='
    if fill is None:
        fill = ' '
    if align is None:
        align = '>'
    if typ == 'n' and group is not None:
        raise ValueError('invalid format string')
    return fill, align, sign, no_neg_zero, alt, zero, width, group, precision, typ


def _grouped(digits, sep):
    head = len(digits) % 3 or 3
    parts = [digits[:head]]
    parts.extend(digits[i:i + 3] for i in range(head, len(digits), 3))
    return sep.join(parts)


def _group(intpart, sep, minwidth):
    """Insert sep every three digits from the right, adding leading zeros
    until the result is at least minwidth long (zero-padded formats)."""
    out = _grouped(intpart, sep)
    while len(out) < minwidth:
        intpart = '0' + intpart
        out = _grouped(intpart, sep)
    return out


def format_decimal(d, spec, ctx):
    fill, align, sign, no_neg_zero, alt, zero, width, group, precision, typ = _parse_spec(spec)
    neg, coef, exp, kind = _core.info(d._v)
    rounding = ctx._t[1]
    if kind:
        body = 'Infinity' if kind == 1 else ('NaN' if kind == 2 else 'sNaN')
        if kind >= 2 and coef:
            body += str(coef)
        if typ == '%':
            body += '%'
        if zero:
            fill, align = ' ', '>'
        return _pad(_sign(neg, sign), body, fill, '>' if align == '=' else align, width)
    if typ is None:
        cap = ctx._capitals
        typ = 'G' if cap else 'g'
        plain = True
    else:
        plain = False
    if typ == 'n':
        typ = 'g'
    if typ == '%':
        exp += 2
    v = _core.build(neg, coef, exp, 0)
    huge = 999999999999999999
    if precision is not None:
        if typ in 'eE':
            v, _ = _core.apply('_apply', (precision + 1, rounding, -huge, huge, 0), -1, v)
            n, c, e, _k = _core.info(v)
            short = precision + 1 - len(_core.digits(v))
            if c and short > 0:
                v = _core.build(n, c * 10 ** short, e - short, 0)
        elif typ in 'fF%':
            q = _core.build(0, 1, -precision, 0)
            v, _ = _core.apply('quantize', (huge, rounding, -huge, huge, 0), -1, v, q)
        elif typ in 'gG':
            p = precision or 1
            if len(_core.digits(v)) > p:
                v, _ = _core.apply('_apply', (p, rounding, -huge, huge, 0), -1, v)
    neg, coef, exp, kind = _core.info(v)
    if coef == 0 and exp > 0 and typ in 'fF%':
        exp = 0
    if coef == 0 and no_neg_zero:
        neg = 0
    digits = _core.digits(v)
    left = exp + len(digits)
    if typ in 'eE':
        dot = 1 - precision if coef == 0 and precision is not None else 1
    elif typ in 'fF%':
        dot = left
    else:
        dot = left if exp <= 0 and left > -6 else 1
    if dot < 0:
        intpart, frac = '0', '0' * -dot + digits
    elif dot > len(digits):
        intpart, frac = digits + '0' * (dot - len(digits)), ''
    else:
        intpart, frac = digits[:dot] or '0', digits[dot:]
    e = left - dot
    tail = ''
    if frac or alt:
        tail = '.' + frac
    if typ in 'eEgG' and (e != 0 or typ in 'eE'):
        mark = 'E' if typ in 'EG' else 'e'
        tail += '%s%+d' % (mark, e)
    if typ == '%':
        tail += '%'
    s = _sign(neg, sign)
    if group is not None:
        minwidth = 0
        if zero and width is not None:
            minwidth = max(0, width - len(s) - len(tail))
        intpart = _group(intpart, group, minwidth)
    return _pad(s, intpart + tail, fill, align, width)


def _sign(neg, mode):
    if neg:
        return '-'
    if mode == '+':
        return '+'
    if mode == ' ':
        return ' '
    return ''


def _pad(sign, body, fill, align, width):
    n = len(sign) + len(body)
    if width is None or n >= width:
        return sign + body
    pad = width - n
    if align == '<':
        return sign + body + fill * pad
    if align == '^':
        half = pad // 2
        return fill * half + sign + body + fill * (pad - half)
    if align == '=':
        return sign + fill * pad + body
    return fill * pad + sign + body
