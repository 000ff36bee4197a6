import string

t = string.Template("Dear $name, your order $order_id has shipped.")
print(t.substitute(name="Ann", order_id=17))
print(t.substitute({"name": "Bob"}))
