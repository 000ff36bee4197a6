"""Wrapping paragraphs to a width, and adjusting their indentation."""

# pyex writes this module in Python. CPython splits text into chunks with
# a regular expression; pyex cuts the same chunks in Go (_pyex_textwrap),
# so that textwrap does not need re.

from _pyex_textwrap import chunks as _chunks

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

# Only ASCII whitespace separates words: a no-break space does not.
_whitespace = '\t\n\x0b\x0c\r '
_lower = frozenset('abcdefghijklmnopqrstuvwxyz')


def _ends_sentence(chunk):
    # A lowercase letter, then ., ! or ?, then maybe a quote, at the end.
    n = len(chunk)
    if n >= 1 and chunk[-1] in '"\'':
        n -= 1
    return n >= 2 and chunk[n - 1] in '.!?' and chunk[n - 2] in _lower


class TextWrapper:
    """Wrap and fill paragraphs of text.

    wrap() and fill() use the attributes, which the constructor sets:
    width (70), initial_indent (""), subsequent_indent (""), expand_tabs
    (True), replace_whitespace (True), fix_sentence_endings (False),
    break_long_words (True), drop_whitespace (True), break_on_hyphens
    (True), tabsize (8), max_lines (None) and placeholder (' [...]').
    The private methods are the steps, which a subclass may replace.
    """

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))

    def __init__(self, width=70, initial_indent="", subsequent_indent="",
                 expand_tabs=True, replace_whitespace=True, fix_sentence_endings=False,
                 break_long_words=True, drop_whitespace=True, break_on_hyphens=True,
                 tabsize=8, *, max_lines=None, placeholder=' [...]'):
        # Line geometry.
        self.width, self.initial_indent, self.subsequent_indent = width, initial_indent, subsequent_indent
        # Whitespace handling.
        self.expand_tabs, self.tabsize = expand_tabs, tabsize
        self.replace_whitespace, self.drop_whitespace = replace_whitespace, drop_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        # Breaking words.
        self.break_long_words, self.break_on_hyphens = break_long_words, break_on_hyphens
        # Truncation.
        self.max_lines, self.placeholder = max_lines, placeholder

    def _munge_whitespace(self, text):
        """Expand tabs and turn other whitespace into spaces, as configured."""
        spaced = text.expandtabs(self.tabsize) if self.expand_tabs else text
        if not self.replace_whitespace:
            return spaced
        return spaced.translate(self.unicode_whitespace_trans)

    def _split(self, text):
        """The chunks of text: words (split after hyphens if break_on_hyphens) and runs of whitespace."""
        return _chunks(text, self.break_on_hyphens is True)

    def _fix_sentence_endings(self, chunks):
        """Put two spaces after each chunk that ends a sentence."""
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        """Put part of a chunk too long for any line on cur_line."""
        # A line narrower than one column still takes one character.
        room = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            word = reversed_chunks[-1]
            cut = _long_word_cut(word, room, self.break_on_hyphens)
            cur_line.append(word[:cut])
            reversed_chunks[-1] = word[cut:]
        elif not cur_line:
            # Unbreakable: the word goes alone on a line of its own.
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        """Join the chunks into lines of at most width columns (more when a long word cannot be broken)."""
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            # The placeholder alone must fit on the last line allowed.
            last_indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(last_indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        # Reversed, so that pop() takes the next chunk.
        chunks.reverse()
        lines = []
        while chunks:
            indent = self.subsequent_indent if lines else self.initial_indent
            room = self.width - len(indent)
            # A line after the first does not start with whitespace.
            if self.drop_whitespace and lines and chunks[-1].strip() == '':
                chunks.pop()
            line, used = _take_line(self, chunks, room)
            if not line:
                continue
            if _may_end_here(self, lines, chunks, used, room):
                lines.append(indent + ''.join(line))
                continue
            _close_with_placeholder(self, lines, line, used, indent, room)
            break
        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        """The lines of the paragraph text, wrapped."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """The paragraph text, wrapped, as one string."""
        return "\n".join(self.wrap(text))


def _long_word_cut(word, room, at_hyphens):
    # Where a word too long for the line is cut: after the last hyphen that
    # fits with something other than hyphens before it, else at room.
    if at_hyphens and len(word) > room:
        hyphen = word.rfind('-', 0, room)
        if hyphen > 0 and word[:hyphen].strip('-'):
            return hyphen + 1
    return room


def _take_line(wrapper, chunks, room):
    # Moves the chunks that fit in room columns onto a new line (breaking
    # a chunk longer than a line); returns the line and its length.
    line, used = [], 0
    while chunks and used + len(chunks[-1]) <= room:
        used += len(chunks[-1])
        line.append(chunks.pop())
    if chunks and len(chunks[-1]) > room:
        wrapper._handle_long_word(chunks, line, used, room)
        used = sum(map(len, line))
    # Nor does a line end with whitespace.
    if wrapper.drop_whitespace and line and line[-1].strip() == '':
        used -= len(line.pop())
    return line, used


def _may_end_here(wrapper, lines, chunks, used, room):
    # Whether the line goes out as it is: there is no line limit, it is not
    # the last line allowed, or nothing but dropped whitespace follows it.
    limit = wrapper.max_lines
    if limit is None or len(lines) + 1 < limit:
        return True
    rest_blank = not chunks or (wrapper.drop_whitespace and len(chunks) == 1
                                and not chunks[0].strip())
    return rest_blank and used <= room


def _close_with_placeholder(wrapper, lines, line, used, indent, room):
    # The last line allowed: drop chunks from its end until the placeholder
    # fits after a word; failing that, the placeholder goes on the previous
    # line, or on a line of its own.
    mark = wrapper.placeholder
    while line:
        if line[-1].strip() and used + len(mark) <= room:
            lines.append(indent + ''.join(line) + mark)
            return
        used -= len(line.pop())
    if lines:
        previous = lines[-1].rstrip()
        if len(previous) + len(mark) <= wrapper.width:
            lines[-1] = previous + mark
            return
    lines.append(indent + mark.lstrip())


def wrap(text, width=70, **kwargs):
    """Wrap the paragraph text into lines of at most width columns; kwargs are TextWrapper's."""
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)

def fill(text, width=70, **kwargs):
    """Wrap the paragraph text and join the lines with newlines; kwargs are TextWrapper's."""
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)

def shorten(text, width, **kwargs):
    """Collapse the whitespace of text and cut it to fit width, ending it with the placeholder."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def dedent(text):
    """Remove the leading whitespace that all lines of text share; whitespace-only lines become empty."""
    lines = text.split('\n')
    margin = None
    for i, line in enumerate(lines):
        body = line.lstrip(' \t')
        if not body:
            # A line of spaces and tabs only becomes empty, and does
            # not count towards the margin.
            lines[i] = ''
            continue
        indent = line[:len(line) - len(body)]
        margin = indent if margin is None else _common_prefix(margin, indent)
    if margin:
        m = len(margin)
        for i, line in enumerate(lines):
            if line.startswith(margin):
                lines[i] = line[m:]
    return '\n'.join(lines)


def _common_prefix(a, b):
    size = 0
    for x, y in zip(a, b):
        if x != y:
            break
        size += 1
    return a[:size]


def indent(text, prefix, predicate=None):
    """Add prefix to the lines of text that predicate accepts (by default those not blank)."""
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())
