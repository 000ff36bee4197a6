package gen

import "strings"

// This file builds classes with a random selection of dunder methods, a
// subclass, and the statements that exercise them. Instances print only
// through a __repr__ the class defines: the default repr holds an address.

// classInfo describes a generated class.
type classInfo struct {
	name    string
	base    *classInfo
	dunders map[string]bool
	// fields are the int attributes set by __init__.
	fields []string
}

func (c *classInfo) has(d string) bool {
	for k := c; k != nil; k = k.base {
		if k.dunders[d] {
			return true
		}
	}
	return false
}

// intUse returns an int expression over instance v.
func (c *classInfo) intUse(g *gen, v string) string {
	opts := []string{v + "." + pick(g, c.fields), v + ".total()"}
	if c.has("__len__") {
		opts = append(opts, "len("+v+")")
	}
	if c.has("__getitem__") && !g.safe {
		opts = append(opts, v+"["+itoa(g.n(3)-1)+"]")
	}
	return pick(g, opts)
}

// strUse returns a str expression over instance v.
func (c *classInfo) strUse(g *gen, v string) string {
	opts := []string{"type(" + v + ").__name__"}
	if c.has("__repr__") {
		opts = append(opts, "repr("+v+")")
		if !g.inFString {
			opts = append(opts, "f\"{"+v+"!r}\"")
		}
	}
	if c.has("__str__") || c.has("__repr__") {
		opts = append(opts, "str("+v+")")
	}
	return pick(g, opts)
}

var optionalDunders = []string{"__eq__", "__lt__", "__add__", "__len__", "__iter__", "__getitem__", "__contains__",
	"__bool__", "__hash__", "__str__", "__neg__", "__call__", "__radd__", "__le__", "__mul__"}

// classPiece defines a class (and often a subclass), makes instances and
// exercises the class's behaviour, each use in its own try so that a
// missing dunder shows CPython's TypeError message.
func (g *gen) classPiece() []*Stmt {
	base := &classInfo{name: g.fresh("C"), dunders: map[string]bool{}, fields: []string{"a", "b"}}
	if g.chance(0.92) {
		base.dunders["__repr__"] = true
	}
	for _, d := range optionalDunders {
		if g.chance(0.35) {
			base.dunders[d] = true
		}
	}
	out := []*Stmt{g.classDef(base)}
	cls := base
	if g.chance(0.6) {
		sub := &classInfo{name: g.fresh("D"), base: base, dunders: map[string]bool{}, fields: []string{"a", "b", "c"}}
		for _, d := range []string{"__repr__", "__eq__", "__len__", "__add__"} {
			if g.chance(0.3) {
				sub.dunders[d] = true
			}
		}
		out = append(out, g.classDef(sub))
		cls = sub
	}
	// Instances of both classes, bound for later pieces too.
	var objs []string
	for i, n := 0, 2+g.n(3); i < n; i++ {
		c := base
		if cls != base && g.chance(0.6) {
			c = cls
		}
		o := g.fresh("o")
		args := []string{g.expr(TInt), g.expr(TInt)}
		if c != base {
			args = append(args, g.smallInt())
		}
		out = append(out, simple(o+" = "+c.name+"("+strings.Join(args, ", ")+")"))
		g.bindObj(o, c)
		objs = append(objs, o)
	}
	var uses []string
	o1, o2 := objs[0], objs[1]
	printable := base.has("__repr__")
	if printable {
		uses = append(uses, "print("+strings.Join(objs, ", ")+")", "print(["+o1+", "+o2+"], str("+o2+"))", "print(f'{"+o1+"!r:>30}|{"+o2+"}')")
	}
	uses = append(uses,
		"print("+o1+" == "+o2+", "+o1+" != "+o2+", "+o1+" == "+o1+")",
		"print("+o1+" < "+o2+")",
		"print("+o1+" <= "+o2+", "+o1+" > "+o2+")",
		"print("+o1+".total(), "+o2+".total(), "+base.name+".helper(3), "+base.name+".count)",
		"print(len("+o1+"), bool("+o1+"), bool("+o2+"))",
		"print(list("+o1+"), "+pick(g, []string{"0", "1", "'x'", "-5"})+" in "+o2+")",
		"print("+o1+"[0], "+o1+"[-1], "+o2+"[1])",
		"print("+o1+"["+itoa(2+g.n(2))+"])",
		"print(len({"+o1+", "+o2+"}))",
		"print(isinstance("+o2+", "+base.name+"), type("+o2+").__name__, "+cls.name+".__mro__[0].__name__, "+cls.name+".__bases__[0].__name__)",
		"print(sorted(vars("+o1+").items()), getattr("+o1+", 'missing', 'default'), hasattr("+o2+", 'c'))",
		"print("+o1+"(2))",
		"print("+base.name+".make("+g.smallInt()+").total())",
		"print("+o1+".scaled)",
		"print("+o1+" < 5)",
	)
	if printable {
		uses = append(uses,
			"print("+o1+" + "+o2+")",
			"print(sum(["+o1+", "+o2+"]))",
			"print(sorted(["+strings.Join(objs, ", ")+"]))",
			"print(max("+o1+", "+o2+"), min(["+o2+", "+o1+"]))",
			"print(sorted(["+strings.Join(objs, ", ")+"], key=lambda z: z.total()))",
			"print([x for x in ["+strings.Join(objs, ", ")+"] if x])",
			"print("+base.name+".make("+g.smallInt()+"))",
			"print(-"+o1+")",
			"print("+o1+" * 3)",
			"print("+o1+" + 1)",
		)
	}
	g.r.Shuffle(len(uses), func(i, j int) { uses[i], uses[j] = uses[j], uses[i] })
	for _, u := range uses[:4+g.n(len(uses)-4)] {
		out = append(out, compound(
			Clause{"try:", []*Stmt{simple(u)}},
			Clause{"except Exception as exc:", []*Stmt{simple("print(type(exc).__name__, exc)")}},
		))
	}
	return out
}

// classDef returns the class statement of c.
func (g *gen) classDef(c *classInfo) *Stmt {
	n := c.name
	var body []*Stmt
	def := func(head string, lines ...string) {
		var st []*Stmt
		for _, l := range lines {
			st = append(st, simple(l))
		}
		body = append(body, compound(Clause{head, st}))
	}
	if c.base == nil {
		body = append(body, simple("count = 0"), simple("__match_args__ = ('a', 'b')"))
		def("def __init__(self, a, b):", "self.a = a", "self.b = b", n+".count += 1")
		def("def total(self):", "return self.a * "+itoa(1+g.n(4))+" + self.b")
		body = append(body, simple("@staticmethod"))
		def("def helper(x):", "return x * 2")
		body = append(body, simple("@classmethod"))
		def("def make(cls, k):", "return cls(k, k + 1)")
		body = append(body, simple("@property"))
		def("def scaled(self):", "return (self.a + self.b) / 2")
	} else {
		def("def __init__(self, a, b, c=0):", "super().__init__(a, b)", "self.c = c")
		def("def total(self):", "return super().total() * 2 + self.c")
		body = append(body, simple("@classmethod"))
		def("def make(cls, k):", "return cls(k, -k, k * k)")
	}
	fields := "self.a, self.b"
	if c.base != nil {
		fields = "self.a, self.b, self.c"
	}
	other := "isinstance(other, " + rootName(c) + ")"
	for _, d := range sortedKeys(c.dunders) {
		switch d {
		case "__repr__":
			switch g.n(3) {
			case 0:
				def("def __repr__(self):", "return f'{type(self).__name__}({"+strings.ReplaceAll(fields, ", ", "!r}, {")+"!r})'")
			case 1:
				def("def __repr__(self):", "return '"+n+"(%r, %r)' % (self.a, self.b)")
			default:
				def("def __repr__(self):", "return '<' + ', '.join(str(v) for v in ("+fields+")) + '>'")
			}
		case "__str__":
			def("def __str__(self):", "return 'str:' + str(self.a)")
		case "__eq__":
			def("def __eq__(self, other):", "if not "+other+":", "    return NotImplemented", "return ("+fields+") == ("+strings.ReplaceAll(fields, "self.", "other.")+")")
		case "__lt__":
			def("def __lt__(self, other):", "return (self.a, self.b) < (other.a, other.b)")
		case "__le__":
			def("def __le__(self, other):", "return self.a <= other.a")
		case "__add__":
			def("def __add__(self, other):", "if isinstance(other, int):", "    return "+rootName(c)+"(self.a + other, self.b)",
				"return "+rootName(c)+"(self.a + other.a, self.b + other.b)")
		case "__radd__":
			def("def __radd__(self, other):", "return "+rootName(c)+"(self.a + other, self.b)")
		case "__mul__":
			def("def __mul__(self, k):", "return "+rootName(c)+"(self.a * k, self.b * k)")
		case "__len__":
			def("def __len__(self):", "return abs(self.a) % "+itoa(2+g.n(5)))
		case "__iter__":
			if g.chance(0.5) {
				def("def __iter__(self):", "yield self.a", "yield self.b")
			} else {
				def("def __iter__(self):", "return iter(["+fields+"])")
			}
		case "__getitem__":
			def("def __getitem__(self, i):", "return ("+fields+")[i]")
		case "__contains__":
			def("def __contains__(self, x):", "return x == self.a or x == self.b")
		case "__bool__":
			def("def __bool__(self):", "return self.a > self.b")
		case "__hash__":
			def("def __hash__(self):", "return hash((self.a, self.b))")
		case "__neg__":
			def("def __neg__(self):", "return "+rootName(c)+"(-self.a, -self.b)")
		case "__call__":
			def("def __call__(self, k):", "return self.a * k - self.b")
		}
	}
	head := "class " + n + ":"
	if c.base != nil {
		head = "class " + n + "(" + c.base.name + "):"
	}
	return compound(Clause{head, body})
}

func rootName(c *classInfo) string {
	for c.base != nil {
		c = c.base
	}
	return c.name
}

func sortedKeys(m map[string]bool) []string {
	var ks []string
	for _, d := range optionalDunders {
		if m[d] {
			ks = append(ks, d)
		}
	}
	if m["__repr__"] {
		ks = append([]string{"__repr__"}, ks...)
	}
	return ks
}
