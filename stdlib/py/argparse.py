"""Command-line parsing, written in Python (it runs once per program).

The parser classifies each argument string as an option ('O'), a plain
argument ('A') or the '--' separator ('-'), and matches the actions'
nargs against that pattern with regular expressions, so that positionals
take as many strings as they can while leaving enough for those after
them. Help and usage text, error messages and exit statuses are
CPython's: agents read them. The prog name defaults to the base name of
sys.argv[0]; the help width to $COLUMNS (80 when unset) minus 2.
"""

import re as _re
import sys as _sys

__all__ = [
    'ArgumentParser', 'ArgumentError', 'ArgumentTypeError',
    'BooleanOptionalAction', 'FileType', 'HelpFormatter',
    'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
    'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace',
    'Action', 'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS',
    'ZERO_OR_MORE',
]

# The nargs spellings, and the marker that hides a default or a help line.
OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE = '?', '*', '+'
PARSER, REMAINDER = 'A...', '...'
SUPPRESS = '==SUPPRESS=='
# Where a subparser leaves the strings it did not recognise.
_UNRECOGNIZED_ARGS_ATTR = '_unrecognized_args'

_NEGATIVE_NUMBER = _re.compile(r'^-\d+$|^-\d*\.\d+$')


def _(text):
    return text


def ngettext(singular, plural, n):
    return singular if n == 1 else plural


class _AttributeHolder(object):
    """A repr of the form ClassName(attr=value, ...)."""

    def __repr__(self):
        shown = [repr(a) for a in self._get_args()]
        odd = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                shown.append('%s=%r' % (name, value))
            else:
                odd[name] = value
        if odd:
            shown.append('**%s' % repr(odd))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


class Namespace(_AttributeHolder):
    """The attributes parse_args sets."""

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


def _copy_items(items):
    # append/extend build a new container so that a default list given to
    # add_argument is never mutated in place.
    if items is None:
        return []
    if type(items) is list:
        return list(items)
    from copy import copy as shallow_copy
    return shallow_copy(items)


def _get_action_name(argument):
    if argument is None:
        return None
    if argument.option_strings:
        return '/'.join(argument.option_strings)
    if argument.metavar not in (None, SUPPRESS):
        return argument.metavar
    if argument.dest not in (None, SUPPRESS):
        return argument.dest
    if argument.choices:
        return '{' + ','.join(argument.choices) + '}'
    return None


class ArgumentError(Exception):
    """A bad argument: str() names the argument and the problem."""

    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by a type function to report a bad value in its own words."""
    pass


# Actions ---------------------------------------------------------------------

# The settings every action keeps, in the order its repr shows them.
_ACTION_FIELDS = ('option_strings', 'dest', 'nargs', 'const', 'default',
                  'type', 'choices', 'required', 'help', 'metavar')


def _check_store_nargs(kind, nargs, const):
    # store and append need at least one value, and a const only makes
    # sense when the value is optional.
    if nargs == 0:
        raise ValueError(_ZERO_NARGS[kind])
    if const is not None and nargs != OPTIONAL:
        raise ValueError('nargs must be %r to supply const' % OPTIONAL)


_ZERO_NARGS = {
    'store': 'nargs for store actions must be != 0; if you have nothing to '
             'store, actions such as store true or store const may be more '
             'appropriate',
    'append': 'nargs for append actions must be != 0; if arg strings are not '
              'supplying the value to append, the append const action may be '
              'more appropriate',
}


class Action(_AttributeHolder):
    """What to do with an option or positional when it is met."""

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        given = (option_strings, dest, nargs, const, default, type, choices,
                 required, help, metavar)
        for field, value in zip(_ACTION_FIELDS, given):
            setattr(self, field, value)

    def _get_kwargs(self):
        return [(field, getattr(self, field)) for field in _ACTION_FIELDS]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError(_('.__call__() not defined'))


class BooleanOptionalAction(Action):
    """--flag sets True, --no-flag sets False."""

    def __init__(self, option_strings, dest, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        strings = []
        for opt in option_strings:
            strings.append(opt)
            if opt.startswith('--'):
                strings.append('--no-' + opt[2:])
        super().__init__(option_strings=strings, dest=dest, nargs=0,
                         default=default, type=type, choices=choices,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _StoreAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        _check_store_nargs('store', nargs, const)
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs,
                         const=const, default=default, type=type,
                         choices=choices, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         const=const, default=default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=False, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=True,
                         default=default, required=required, help=help)


class _StoreFalseAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=True, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=False,
                         default=default, required=required, help=help)


class _AppendAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        _check_store_nargs('append', nargs, const)
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs,
                         const=const, default=default, type=type,
                         choices=choices, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         const=const, default=default, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):

    def __init__(self, option_strings, dest, default=None, required=False,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, 1 if count is None else count + 1)


class _HelpAction(Action):

    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS,
                 help=None):
        super().__init__(option_strings=option_strings, dest=dest,
                         default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):

    def __init__(self, option_strings, version=None, dest=SUPPRESS,
                 default=SUPPRESS, help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest,
                         default=default, nargs=0, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        text = parser.version if self.version is None else self.version
        layout = parser._get_formatter()
        layout.add_text(text)
        parser._print_message(layout.format_help(), _sys.stdout)
        parser.exit()


class _SubParsersAction(Action):

    class _ChoicesPseudoAction(Action):

        def __init__(self, name, aliases, help):
            metavar = dest = name
            if aliases:
                metavar += ' (%s)' % ', '.join(aliases)
            super().__init__(option_strings=[], dest=dest, help=help,
                             metavar=metavar)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS,
                 required=False, help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings=option_strings, dest=dest, nargs=PARSER,
                         choices=self._name_parser_map, required=required,
                         help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prog_prefix, name)
        aliases = kwargs.pop('aliases', ())
        known = self._name_parser_map
        if name in known:
            raise ArgumentError(self, _('conflicting subparser: %s') % name)
        taken = [a for a in aliases if a in known]
        if taken:
            raise ArgumentError(self, _('conflicting subparser alias: %s') % taken[0])
        if 'help' in kwargs:
            self._choices_actions.append(
                self._ChoicesPseudoAction(name, aliases, kwargs.pop('help')))
        made = self._parser_class(**kwargs)
        known.update(dict.fromkeys([name, *aliases], made))
        return made

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        name = values[0]
        rest = values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, name)
        if name not in self._name_parser_map:
            msg = _('unknown parser %(parser_name)r (choices: %(choices)s)') % {
                'parser_name': name, 'choices': ', '.join(self._name_parser_map)}
            raise ArgumentError(self, msg)
        sub = self._name_parser_map[name]
        subnamespace, rest = sub.parse_known_args(rest, None)
        for key, value in vars(subnamespace).items():
            setattr(namespace, key, value)
        if rest:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(rest)


class _ExtendAction(_AppendAction):

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class FileType(object):
    """A type factory for arguments naming files ('-' is stdin/stdout)."""

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode, self._bufsize = mode, bufsize
        self._encoding, self._errors = encoding, errors

    def __call__(self, string):
        if string == '-':
            if 'r' in self._mode:
                return _sys.stdin.buffer if 'b' in self._mode else _sys.stdin
            if any(c in self._mode for c in 'wax'):
                return _sys.stdout.buffer if 'b' in self._mode else _sys.stdout
            raise ValueError(_('argument "-" with mode %r') % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError(_("can't open '%(filename)s': %(error)s") % {
                'filename': string, 'error': e})

    def __repr__(self):
        args = self._mode, self._bufsize
        kwargs = [('encoding', self._encoding), ('errors', self._errors)]
        args_str = ', '.join([repr(arg) for arg in args if arg != -1] +
                             ['%s=%r' % (kw, arg) for kw, arg in kwargs if arg is not None])
        return '%s(%s)' % (type(self).__name__, args_str)


# Help formatting -------------------------------------------------------------

def _columns():
    try:
        import os
        return int(os.environ['COLUMNS'])
    except Exception:
        return 80


class HelpFormatter(object):
    """Lays out usage and help text. A tree of sections (heading plus
    items) is rendered once the widths of every invocation are known."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _columns() - 2
        self._prog, self._width = prog, width
        self._indent_increment = indent_increment
        # Help text starts at max_help_position unless the line is too
        # narrow for it: then 20 columns before the edge, but never less
        # than two indent steps in.
        floor = max(width - 20, 2 * indent_increment)
        self._max_help_position = min(max_help_position, floor)
        # Current indent and nesting level, and the widest invocation seen.
        self._current_indent = self._level = self._action_max_length = 0
        self._root = [None, None, []]     # heading, parent, items
        self._section = self._root

    def _indent(self):
        self._current_indent += self._indent_increment
        self._level += 1

    def _dedent(self):
        self._current_indent -= self._indent_increment
        self._level -= 1

    def _render_section(self, section):
        heading, parent, items = section
        if parent is not None:
            self._indent()
        body = ''.join(p for p in (fn(*args) for fn, args in items)
                       if p and p is not SUPPRESS)
        if parent is not None:
            self._dedent()
        if not body:
            return ''
        head = ''
        if heading is not SUPPRESS and heading is not None:
            head = ' ' * self._current_indent + heading + ':\n'
        return '\n' + head + body + '\n'

    def start_section(self, heading):
        self._indent()
        section = [heading, self._section, []]
        self._section[2].append((self._render_section, [section]))
        self._section = section

    def end_section(self):
        self._section = self._section[1]
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._section[2].append((self._format_text, [text]))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._section[2].append((self._format_usage, [usage, actions, groups, prefix]))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        width = len(self._format_action_invocation(action))
        subs = list(self._iter_indented_subactions(action))
        self._indent()
        for sub in subs:
            width = max(width, len(self._format_action_invocation(sub)))
        self._dedent()
        self._action_max_length = max(self._action_max_length,
                                      width + self._current_indent)
        self._section[2].append((self._format_action, [action]))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        text = self._render_section(self._root)
        if text:
            text = _re.sub(r'\n\n\n+', '\n\n', text)
            text = text.strip('\n') + '\n'
        return text

    def _join_parts(self, parts):
        return ''.join(p for p in parts if p and p is not SUPPRESS)

    # Usage.

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = _('usage: ')
        prog = self._prog
        if usage is not None:
            usage = usage % dict(prog=prog)
        elif not actions:
            usage = prog
        else:
            optionals = [a for a in actions if a.option_strings]
            positionals = [a for a in actions if not a.option_strings]
            whole = self._format_actions_usage(optionals + positionals, groups)
            usage = ' '.join(s for s in (prog, whole) if s)
            width = self._width - self._current_indent
            if len(prefix) + len(usage) > width:
                usage = '\n'.join(self._wrap_usage(prefix, prog, optionals,
                                                   positionals, groups, width))
        return '%s%s\n\n' % (prefix, usage)

    def _wrap_usage(self, prefix, prog, optionals, positionals, groups, width):
        # Each bracketed group stays whole; lines break between parts.
        split = _re.compile(r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+')
        opt_parts = split.findall(self._format_actions_usage(optionals, groups))
        pos_parts = split.findall(self._format_actions_usage(positionals, groups))

        def fill(parts, indent, first=None):
            lines, line = [], []
            used = (len(first) if first is not None else len(indent)) - 1
            for part in parts:
                if line and used + 1 + len(part) > width:
                    lines.append(indent + ' '.join(line))
                    line = []
                    used = len(indent) - 1
                line.append(part)
                used += len(part) + 1
            if line:
                lines.append(indent + ' '.join(line))
            if first is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * width:
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_parts:
                return fill([prog] + opt_parts, indent, prefix) + fill(pos_parts, indent)
            if pos_parts:
                return fill([prog] + pos_parts, indent, prefix)
            return [prog]
        indent = ' ' * len(prefix)
        lines = fill(opt_parts + pos_parts, indent)
        if len(lines) > 1:
            lines = fill(opt_parts, indent) + fill(pos_parts, indent)
        return [prog] + lines

    def _format_actions_usage(self, actions, groups):
        in_group = set()
        marks = {}

        def mark(i, text):
            marks[i] = marks[i] + ' ' + text if i in marks else text

        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError(f'empty group {group}')
            if members[0] not in actions:
                continue
            start = actions.index(members[0])
            end = start + len(members)
            if actions[start:end] != members:
                continue
            for a in members:
                in_group.add(a)
            visible = sum(1 for a in members if a.help is not SUPPRESS)
            if not group.required:
                mark(start, '[')
                mark(end, ']')
            elif visible > 1:
                mark(start, '(')
                mark(end, ')')
            for i in range(start + 1, end):
                marks[i] = '|'

        parts = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if marks.get(i) == '|':
                    del marks[i]
                elif marks.get(i + 1) == '|':
                    del marks[i + 1]
            elif not action.option_strings:
                part = self._format_args(action, self._get_default_metavar_for_positional(action))
                if action in in_group and part[0] == '[' and part[-1] == ']':
                    part = part[1:-1]
                parts.append(part)
            else:
                opt = action.option_strings[0]
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    part = '%s %s' % (opt, self._format_args(
                        action, self._get_default_metavar_for_optional(action)))
                if not action.required and action not in in_group:
                    part = '[%s]' % part
                parts.append(part)
        for i in sorted(marks, reverse=True):
            parts[i:i] = [marks[i]]
        text = ' '.join(p for p in parts if p is not None)
        text = _re.sub(r'([\[(]) ', r'\1', text)
        text = _re.sub(r' ([\])])', r'\1', text)
        text = _re.sub(r'[\[(] *[\])]', r'', text)
        return text.strip()

    # Text and actions.

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - self._current_indent, 11)
        indent = ' ' * self._current_indent
        return self._fill_text(text, width, indent) + '\n\n'

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        pad = ' ' * self._current_indent
        first_indent = 0
        if not action.help:
            header = pad + header + '\n'
        elif len(header) <= action_width:
            header = pad + header.ljust(action_width) + '  '
        else:
            header = pad + header + '\n'
            first_indent = help_position
        parts = [header]
        if action.help and action.help.strip():
            text = self._expand_help(action)
            if text:
                lines = self._split_lines(text, help_width)
                parts.append(' ' * first_indent + lines[0] + '\n')
                for line in lines[1:]:
                    parts.append(' ' * help_position + line + '\n')
        elif not header.endswith('\n'):
            parts.append('\n')
        for sub in self._iter_indented_subactions(action):
            parts.append(self._format_action(sub))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            metavar, = self._metavar_formatter(
                action, self._get_default_metavar_for_positional(action))(1)
            return metavar
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        args = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ', '.join('%s %s' % (opt, args) for opt in action.option_strings)

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = '{%s}' % ','.join(str(c) for c in action.choices)
        else:
            result = default_metavar

        def format(n):
            return result if isinstance(result, tuple) else (result,) * n
        return format

    def _format_args(self, action, default_metavar):
        mv = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return '%s' % mv(1)
        if nargs == OPTIONAL:
            return '[%s]' % mv(1)
        if nargs == ZERO_OR_MORE:
            names = mv(1)
            if len(names) == 2:
                return '[%s [%s ...]]' % names
            return '[%s ...]' % names
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % mv(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % mv(1)
        if nargs == SUPPRESS:
            return ''
        try:
            fields = ['%s'] * nargs
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return ' '.join(fields) % mv(nargs)

    def _expand_help(self, action):
        # The %-keys a help string may use: the action's attributes (types
        # and functions by name, suppressed ones left out) and %(prog)s.
        keys = {}
        for key, value in dict(vars(action), prog=self._prog).items():
            if value is not SUPPRESS:
                keys[key] = getattr(value, '__name__', value)
        choices = keys.get('choices')
        if choices is not None:
            keys['choices'] = ', '.join(map(str, choices))
        return self._get_help_string(action) % keys

    def _iter_indented_subactions(self, action):
        get = getattr(action, '_get_subactions', None)
        if get is not None:
            self._indent()
            yield from get()
            self._dedent()

    def _split_lines(self, text, width):
        import textwrap
        text = _re.sub(r'\s+', ' ', text, flags=_re.ASCII).strip()
        return textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        import textwrap
        text = _re.sub(r'\s+', ' ', text, flags=_re.ASCII).strip()
        return textwrap.fill(text, width, initial_indent=indent,
                             subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description and epilog as written."""

    def _fill_text(self, text, width, indent):
        return ''.join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps every help text as written."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds "(default: ...)" to each argument's help."""

    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ''
        if '%(default)' not in help and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
                help += ' (default: %(default)s)'
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names each argument's value by its type."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# Containers of actions -------------------------------------------------------

_ACTIONS = {
    None: _StoreAction, 'store': _StoreAction, 'store_const': _StoreConstAction,
    'store_true': _StoreTrueAction, 'store_false': _StoreFalseAction,
    'append': _AppendAction, 'append_const': _AppendConstAction,
    'count': _CountAction, 'help': _HelpAction, 'version': _VersionAction,
    'parsers': _SubParsersAction, 'extend': _ExtendAction,
}


class _ActionsContainer(object):
    """What parsers and argument groups share: adding arguments."""

    def __init__(self, description, prefix_chars, argument_default,
                 conflict_handler):
        super().__init__()
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {'action': dict(_ACTIONS), 'type': {None: _identity}}
        self._get_handler()      # an unknown conflict_handler fails here
        # Argument groups alias these, so that every action lands in the
        # parser's own tables.
        self._actions, self._action_groups = [], []
        self._mutually_exclusive_groups = []
        self._option_string_actions, self._defaults = {}, {}
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for act in [a for a in self._actions if a.dest in kwargs]:
            act.default = kwargs[act.dest]

    def get_default(self, dest):
        known = [a.default for a in self._actions
                 if a.dest == dest and a.default is not None]
        return known[0] if known else self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        spec = self._argument_spec(args, kwargs)
        if 'default' not in spec:
            fallback = self._defaults.get(spec['dest'], self.argument_default)
            if spec['dest'] in self._defaults or fallback is not None:
                spec['default'] = fallback
        factory = self._pop_action_class(spec)
        if not callable(factory):
            raise ValueError('unknown action "%s"' % (factory,))
        made = factory(**spec)
        self._vet_action(made)
        return self._add_action(made)

    def _argument_spec(self, args, kwargs):
        # One name not starting with a prefix char (or none at all) makes a
        # positional; anything else is a list of option strings.
        positional = not args or (len(args) == 1 and
                                  args[0][0] not in self.prefix_chars)
        if not positional:
            return self._get_optional_kwargs(*args, **kwargs)
        if args and 'dest' in kwargs:
            raise ValueError('dest supplied twice for positional argument')
        return self._get_positional_kwargs(*args, **kwargs)

    def _vet_action(self, made):
        # Catch at definition time what would otherwise fail at parse time.
        converter = self._registry_get('type', made.type, made.type)
        if not callable(converter):
            raise ValueError('%r is not callable' % (converter,))
        if converter is FileType:
            raise ValueError('%r is a FileType class object, instance of it '
                             'must be passed' % (converter,))
        if not hasattr(self, '_get_formatter'):
            return
        try:
            self._get_formatter()._format_args(made, None)
        except TypeError:
            raise ValueError('length of metavar tuple does not match nargs')

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for opt in action.option_strings:
            self._option_string_actions[opt] = action
        for opt in action.option_strings:
            if _NEGATIVE_NUMBER.match(opt):
                if not self._has_negative_number_optionals:
                    self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        titles = {}
        for group in self._action_groups:
            if group.title in titles:
                raise ValueError(_('cannot merge actions - two groups are named %r') % group.title)
            titles[group.title] = group
        group_of = {}
        for group in container._action_groups:
            if group.title not in titles:
                titles[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                group_of[action] = titles[group.title]
        for group in container._mutually_exclusive_groups:
            mutex = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                group_of[action] = mutex
        for action in container._actions:
            group_of.get(action)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get('nargs')
        if nargs not in (OPTIONAL, ZERO_OR_MORE):
            kwargs['required'] = True
        if nargs == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        strings = []
        longs = []
        for opt in args:
            if not opt[0] in self.prefix_chars:
                raise ValueError(
                    _('invalid option string %(option)r: '
                      'must start with a character %(prefix_chars)r')
                    % {'option': opt, 'prefix_chars': self.prefix_chars})
            strings.append(opt)
            if len(opt) > 1 and opt[1] in self.prefix_chars:
                longs.append(opt)
        dest = kwargs.pop('dest', None)
        if dest is None:
            source = longs[0] if longs else strings[0]
            dest = source.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError(_('dest= is required for options like %r') % opt)
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=strings)

    def _pop_action_class(self, kwargs, default=None):
        action = kwargs.pop('action', default)
        return self._registry_get('action', action, action)

    def _get_handler(self):
        name = '_handle_conflict_%s' % self.conflict_handler
        try:
            return getattr(self, name)
        except AttributeError:
            raise ValueError(_('invalid conflict_resolution value: %r') % self.conflict_handler)

    def _check_conflict(self, action):
        clashes = [(opt, self._option_string_actions[opt])
                   for opt in action.option_strings
                   if opt in self._option_string_actions]
        if clashes:
            self._get_handler()(action, clashes)

    def _handle_conflict_error(self, action, conflicting_actions):
        message = ngettext('conflicting option string: %s',
                           'conflicting option strings: %s',
                           len(conflicting_actions))
        names = ', '.join(opt for opt, _a in conflicting_actions)
        raise ArgumentError(action, message % names)

    def _handle_conflict_resolve(self, action, conflicting_actions):
        for opt, other in conflicting_actions:
            other.option_strings.remove(opt)
            self._option_string_actions.pop(opt, None)
            if not other.option_strings:
                other.container._remove_action(other)


def _identity(string):
    return string


class _ArgumentGroup(_ActionsContainer):
    """A titled section of the help; its actions belong to the parser."""

    # The container's tables the group writes through to.
    _SHARED = ('_registries', '_actions', '_option_string_actions',
               '_defaults', '_has_negative_number_optionals',
               '_mutually_exclusive_groups')
    # Settings a group inherits from its container unless given.
    _INHERITED = ('conflict_handler', 'prefix_chars', 'argument_default')

    def __init__(self, container, title=None, description=None, **kwargs):
        for setting in self._INHERITED:
            if setting not in kwargs:
                kwargs[setting] = getattr(container, setting)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        for table in self._SHARED:
            setattr(self, table, getattr(container, table))

    def _add_action(self, action):
        action = super()._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)

    def add_argument_group(self, *args, **kwargs):
        return super().add_argument_group(*args, **kwargs)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """Arguments of which at most one (or exactly one) may be given."""

    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError(_('mutually exclusive arguments must be optional'))
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


def _nargs_pattern(action):
    # The regular expression over the O/A/- classification that the
    # strings of one action must match; options never take '--'.
    nargs = action.nargs
    if nargs is None:
        pattern = '(-*A-*)'
    elif nargs == OPTIONAL:
        pattern = '(-*A?-*)'
    elif nargs == ZERO_OR_MORE:
        pattern = '(-*[A-]*)'
    elif nargs == ONE_OR_MORE:
        pattern = '(-*A[A-]*)'
    elif nargs == REMAINDER:
        pattern = '([-AO]*)'
    elif nargs == PARSER:
        pattern = '(-*A[-AO]*)'
    elif nargs == SUPPRESS:
        pattern = '(-*-*)'
    else:
        pattern = '(-*%s-*)' % '-*'.join('A' * nargs)
    if action.option_strings:
        pattern = pattern.replace('-*', '').replace('-', '')
    return pattern


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Parses command-line strings into a Namespace."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None,
                 parents=[], formatter_class=HelpFormatter, prefix_chars='-',
                 fromfile_prefix_chars=None, argument_default=None,
                 conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        super().__init__(description=description, prefix_chars=prefix_chars,
                         argument_default=argument_default,
                         conflict_handler=conflict_handler)
        if prog is None:
            arg0 = _sys.argv[0] if _sys.argv else ''
            prog = arg0.replace('\\', '/').rsplit('/', 1)[-1]
        settings = dict(prog=prog, usage=usage, epilog=epilog,
                        formatter_class=formatter_class,
                        fromfile_prefix_chars=fromfile_prefix_chars,
                        add_help=add_help, allow_abbrev=allow_abbrev,
                        exit_on_error=exit_on_error)
        for setting, value in settings.items():
            setattr(self, setting, value)
        self._positionals = self.add_argument_group(_('positional arguments'))
        self._optionals = self.add_argument_group(_('options'))
        self._subparsers = None
        self.register('type', None, _identity)
        lead = '-' if '-' in prefix_chars else prefix_chars[0]
        if self.add_help:
            self.add_argument(lead + 'h', lead * 2 + 'help', action='help',
                              default=SUPPRESS,
                              help=_('show this help message and exit'))
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def _get_kwargs(self):
        names = ['prog', 'usage', 'description', 'formatter_class',
                 'conflict_handler', 'add_help']
        return [(name, getattr(self, name)) for name in names]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error(_('cannot have multiple subparser arguments'))
        kwargs.setdefault('parser_class', type(self))
        # A title or description gives the subcommands their own help
        # section; otherwise they are listed with the positionals.
        own_section = 'title' in kwargs or 'description' in kwargs
        self._subparsers = (self.add_argument_group(
            kwargs.pop('title', 'subcommands'), kwargs.pop('description', None))
            if own_section else self._positionals)
        if kwargs.get('prog') is None:
            # Subparser progs start with this parser's usage, minus its
            # optionals and the 'usage: ' prefix.
            usage = self._get_formatter()
            usage.add_usage(self.usage, self._get_positional_actions(),
                            self._mutually_exclusive_groups, '')
            kwargs['prog'] = usage.format_help().strip()
        kind = self._pop_action_class(kwargs, 'parsers')
        subparsers = kind(option_strings=[], **kwargs)
        self._subparsers._add_action(subparsers)
        return subparsers

    def _add_action(self, action):
        section = self._optionals if action.option_strings else self._positionals
        section._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # Parsing.

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error(_('unrecognized arguments: %s') % ' '.join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        strings = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        self._seed_defaults(namespace)
        try:
            namespace, strings = self._parse_known_args(strings, namespace)
        except ArgumentError as err:
            if not self.exit_on_error:
                raise
            self.error(str(err))
        # Strings a subparser left over are reported as this parser's.
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            strings.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, strings

    def _seed_defaults(self, namespace):
        # Defaults go in first, without overwriting what the caller's
        # namespace already holds; SUPPRESS means no attribute at all.
        for act in self._actions:
            if act.dest is SUPPRESS or hasattr(namespace, act.dest):
                continue
            if act.default is not SUPPRESS:
                setattr(namespace, act.dest, act.default)
        for dest, value in self._defaults.items():
            if not hasattr(namespace, dest):
                setattr(namespace, dest, value)

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)

        conflicts = {}
        for group in self._mutually_exclusive_groups:
            members = group._group_actions
            for i, action in enumerate(members):
                conflicts.setdefault(action, []).extend(members[:i] + members[i + 1:])

        # Classify every string: O (an option), A (an argument), '-' ('--').
        options_at = {}
        kinds = []
        it = iter(arg_strings)
        for i, s in enumerate(it):
            if s == '--':
                kinds.append('-')
                for s in it:
                    kinds.append('A')
                break
            found = self._parse_optional(s)
            if found is None:
                kinds.append('A')
            else:
                options_at[i] = found
                kinds.append('O')
        pattern = ''.join(kinds)

        seen = set()
        seen_non_default = set()
        positionals = self._get_positional_actions()
        extras = []

        def take_action(action, strings, option_string=None):
            seen.add(action)
            values = self._get_values(action, strings)
            if values is not action.default:
                seen_non_default.add(action)
                for other in conflicts.get(action, []):
                    if other in seen_non_default:
                        raise ArgumentError(action, _('not allowed with argument %s')
                                            % _get_action_name(other))
            if values is not SUPPRESS:
                action(self, namespace, values, option_string)

        def consume_optional(start):
            action, option_string, explicit = options_at[start]
            chars = self.prefix_chars
            todo = []
            while True:
                if action is None:
                    extras.append(arg_strings[start])
                    return start + 1
                if explicit is not None:
                    count = self._match_argument(action, 'A')
                    if count == 0 and option_string[1] not in chars and explicit != '':
                        # -xyz: flag -x, then -y and -z in turn.
                        todo.append((action, [], option_string))
                        option_string = option_string[0] + explicit[0]
                        if option_string not in self._option_string_actions:
                            raise ArgumentError(action, _('ignored explicit argument %r') % explicit)
                        action = self._option_string_actions[option_string]
                        explicit = explicit[1:] or None
                    elif count == 1:
                        stop = start + 1
                        todo.append((action, [explicit], option_string))
                        break
                    else:
                        raise ArgumentError(action, _('ignored explicit argument %r') % explicit)
                else:
                    first = start + 1
                    count = self._match_argument(action, pattern[first:])
                    stop = first + count
                    todo.append((action, arg_strings[first:stop], option_string))
                    break
            for action, strings, option_string in todo:
                take_action(action, strings, option_string)
            return stop

        def consume_positionals(start):
            counts = self._match_arguments_partial(positionals, pattern[start:])
            for action, count in zip(positionals, counts):
                strings = arg_strings[start:start + count]
                start += count
                take_action(action, strings)
            positionals[:] = positionals[len(counts):]
            return start

        start = 0
        last_option = max(options_at) if options_at else -1
        while start <= last_option:
            next_option = min(i for i in options_at if i >= start)
            if start != next_option:
                end = consume_positionals(start)
                if end > start:
                    start = end
                    continue
                start = end
            if start not in options_at:
                extras.extend(arg_strings[start:next_option])
                start = next_option
            start = consume_optional(start)
        stop = consume_positionals(start)
        extras.extend(arg_strings[stop:])

        missing = []
        for action in self._actions:
            if action not in seen:
                if action.required:
                    missing.append(_get_action_name(action))
                elif (action.default is not None and isinstance(action.default, str)
                      and hasattr(namespace, action.dest)
                      and action.default is getattr(namespace, action.dest)):
                    setattr(namespace, action.dest, self._get_value(action, action.default))
        if missing:
            self.error(_('the following arguments are required: %s') % ', '.join(missing))

        for group in self._mutually_exclusive_groups:
            if group.required and not any(a in seen_non_default for a in group._group_actions):
                names = [_get_action_name(a) for a in group._group_actions
                         if a.help is not SUPPRESS]
                self.error(_('one of the arguments %s is required') % ' '.join(names))
        return namespace, extras

    def _read_args_from_files(self, arg_strings):
        out = []
        for s in arg_strings:
            if not s or s[0] not in self.fromfile_prefix_chars:
                out.append(s)
                continue
            try:
                with open(s[1:]) as f:
                    lines = f.read().splitlines()
            except OSError as err:
                self.error(str(err))
            more = []
            for line in lines:
                more.extend(self.convert_arg_line_to_args(line))
            out.extend(self._read_args_from_files(more))
        return out

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, pattern):
        m = _re.match(_nargs_pattern(action), pattern)
        if m is None:
            nargs = action.nargs
            messages = {None: _('expected one argument'),
                        OPTIONAL: _('expected at most one argument'),
                        ONE_OR_MORE: _('expected at least one argument')}
            msg = messages.get(nargs)
            if msg is None:
                msg = ngettext('expected %s argument', 'expected %s arguments', nargs) % nargs
            raise ArgumentError(action, msg)
        return len(m.group(1))

    def _match_arguments_partial(self, actions, pattern):
        for n in range(len(actions), 0, -1):
            joined = ''.join(_nargs_pattern(a) for a in actions[:n])
            m = _re.match(joined, pattern)
            if m is not None:
                return [len(g) for g in m.groups()]
        return []

    def _parse_optional(self, arg_string):
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        if arg_string in self._option_string_actions:
            return self._option_string_actions[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            opt, explicit = arg_string.split('=', 1)
            if opt in self._option_string_actions:
                return self._option_string_actions[opt], opt, explicit
        matches = self._get_option_tuples(arg_string)
        if len(matches) > 1:
            names = ', '.join(opt for _a, opt, _e in matches)
            self.error(_('ambiguous option: %(option)s could match %(matches)s')
                       % {'option': arg_string, 'matches': names})
        elif len(matches) == 1:
            return matches[0]
        # A negative number is an argument unless the parser has options
        # that look like one; a string with a space is never an option.
        if _NEGATIVE_NUMBER.match(arg_string) and not self._has_negative_number_optionals:
            return None
        return None if ' ' in arg_string else (None, arg_string, None)

    def _get_option_tuples(self, option_string):
        found = []
        chars = self.prefix_chars
        if option_string[0] in chars and option_string[1] in chars:
            if self.allow_abbrev:
                if '=' in option_string:
                    prefix, explicit = option_string.split('=', 1)
                else:
                    prefix, explicit = option_string, None
                for opt, action in self._option_string_actions.items():
                    if opt.startswith(prefix):
                        found.append((action, opt, explicit))
        elif option_string[0] in chars:
            short = option_string[:2]
            short_explicit = option_string[2:]
            for opt, action in self._option_string_actions.items():
                if opt == short:
                    found.append((action, opt, short_explicit))
                elif opt.startswith(option_string):
                    found.append((action, opt, None))
        else:
            self.error(_('unexpected option string: %s') % option_string)
        return found

    def _get_values(self, action, strings):
        if action.nargs not in (PARSER, REMAINDER):
            try:
                strings.remove('--')
            except ValueError:
                pass
        nargs = action.nargs
        if not strings and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not strings and nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else strings
            self._check_value(action, value)
        elif len(strings) == 1 and nargs in (None, OPTIONAL):
            value = self._get_value(action, strings[0])
            self._check_value(action, value)
        elif nargs == REMAINDER:
            value = [self._get_value(action, v) for v in strings]
        elif nargs == PARSER:
            value = [self._get_value(action, v) for v in strings]
            self._check_value(action, value[0])
        elif nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        convert = self._registry_get('type', action.type, action.type)
        if not callable(convert):
            raise ArgumentError(action, _('%r is not callable') % convert)
        try:
            return convert(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, _('invalid %(type)s value: %(value)r')
                                % {'type': name, 'value': arg_string})

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            raise ArgumentError(action, _('invalid choice: %(value)r (choose from %(choices)s)')
                                % {'value': value,
                                   'choices': ', '.join(map(repr, action.choices))})

    def parse_intermixed_args(self, args=None, namespace=None):
        args, argv = self.parse_known_intermixed_args(args, namespace)
        if argv:
            self.error(_('unrecognized arguments: %s') % ' '.join(argv))
        return args

    def parse_known_intermixed_args(self, args=None, namespace=None):
        positionals = self._get_positional_actions()
        if [a for a in positionals if a.nargs in (PARSER, REMAINDER)]:
            raise TypeError('parse_intermixed_args: positional arg with nargs=%s' % positionals[0].nargs)
        saved_nargs = [(a, a.nargs, a.default) for a in positionals]
        try:
            for a in positionals:
                a.save_nargs = a.nargs
                a.nargs = SUPPRESS
                a.save_default = a.default
                a.default = SUPPRESS
            namespace, remaining = self.parse_known_args(args, namespace)
            for a in positionals:
                if hasattr(namespace, a.dest) and getattr(namespace, a.dest) == []:
                    delattr(namespace, a.dest)
        finally:
            for a, nargs, default in saved_nargs:
                a.nargs = nargs
                a.default = default
        optionals = self._get_optional_actions()
        saved_required = [(a, a.required) for a in optionals]
        try:
            for a in optionals:
                a.required = False
            for group in self._mutually_exclusive_groups:
                group.save_required = group.required
                group.required = False
            namespace, extras = self.parse_known_args(remaining, namespace)
        finally:
            for a, req in saved_required:
                a.required = req
            for group in self._mutually_exclusive_groups:
                group.required = group.save_required
        return namespace, extras

    # Help and errors.

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if not message:
            return
        # A closed or missing stream (stderr set to None) is not an error.
        try:
            (file or _sys.stderr).write(message)
        except (AttributeError, OSError):
            pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        self.print_usage(_sys.stderr)
        self.exit(2, _('%(prog)s: error: %(message)s\n') % {'prog': self.prog, 'message': message})
