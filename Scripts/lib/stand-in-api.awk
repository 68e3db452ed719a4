# Prints the UIKit stand-in's public API, one member a line, as `Type.member`, with a function or
# an initializer named by its argument labels, as Swift documentation names them:
# `UIView.init(frame:)`, `UIViewController.present(_:animated:completion:)`.
# Leaves out what only tests can see: a member or a type behind @_spi(Testing), and anything
# neither public nor open. Reads Swift formatted by swift-format (two spaces a level).
function indent_of(text) { return match(text, /[^ ]/) - 1 }
function labels(decl,    inner, out, n, i, parts, word) {
  inner = decl
  sub(/^[^(]*\(/, "", inner)
  sub(/\)[^)]*$/, "", inner)
  gsub(/\([^()]*\)/, "", inner)   # nested parentheses: function types, defaults
  gsub(/<[^<>]*>/, "", inner)
  out = ""
  n = split(inner, parts, ",")
  for (i = 1; i <= n; i++) {
    word = parts[i]
    sub(/^ +/, "", word)
    if (word !~ /:/) continue
    sub(/[ :].*$/, "", word)
    out = out word ":"
  }
  return "(" out ")"
}
function emit(decl, level,    name, kind, owner) {
  owner = ""
  for (l = 0; l < level; l++) owner = owner (owner == "" ? "" : ".") scope[l]
  if (decl ~ /(^| )(class|struct|enum|protocol) [A-Z]/) {
    name = decl
    sub(/^.*(class|struct|enum|protocol) /, "", name)
    sub(/[:<{ ].*$/, "", name)
    scope[level] = name
    print (owner == "" ? "" : owner ".") name
    return
  }
  if (decl ~ /(^| )init[?!]?\(/) {
    print owner ".init" labels(decl)
  } else if (decl ~ /(^| )func /) {
    name = decl
    sub(/^(.* )?func /, "", name)
    sub(/ *[(<].*$/, "", name)
    print owner "." name labels(decl)
  } else if (decl ~ /(^| )(var|let) /) {
    name = decl
    sub(/^.* (var|let) /, "", name)
    sub(/[:= ].*$/, "", name)
    print owner "." name
  } else if (decl ~ /^case /) {
    sub(/^case /, "", decl)
    n = split(decl, cases, ",")
    for (c = 1; c <= n; c++) {
      name = cases[c]
      sub(/^ +/, "", name)
      sub(/[ =(].*$/, "", name)
      gsub(/`/, "", name)
      print owner "." name
    }
  }
}
FNR == 1 { skip_below = -1; spi = 0; pending = ""; for (k in scope) delete scope[k]; for (k in open_enum) delete open_enum[k]; for (k in open_protocol) delete open_protocol[k] }
{
  text = $0
  if (text ~ /^ *$/ || text ~ /^ *\/\//) next
  level = int(indent_of(text) / 2)
  line = text
  sub(/^ +/, "", line)
  if (pending != "") {            # a declaration that spans lines
    pending = pending " " line
    if (gsub(/\(/, "(", pending) > gsub(/\)/, ")", pending)) next
    emit(pending, pending_level)
    pending = ""
    next
  }
  if (skip_below >= 0) {
    if (level > skip_below || (level == skip_below && line ~ /^}/)) next
    skip_below = -1
  }
  if (line ~ /^@_spi\(Testing\)/) { spi = 1; next }
  if (line ~ /^@/) next
  public = line ~ /^(public|open) / || (line ~ /^case / && open_enum[level - 1]) ||
    (line ~ /^(func|var) / && open_protocol[level - 1])
  if (spi || !public) {
    if (line ~ /(class|struct|enum|protocol|extension) .*\{$/ && !public) skip_below = level
    if (spi && line ~ /(class|struct|enum|protocol) .*\{$/) skip_below = level
    spi = 0
    next
  }
  spi = 0
  decl = line
  sub(/ *\{.*$/, "", decl)
  if (decl !~ /\(/) sub(/ = .*$/, "", decl)   # a property's value, not a parameter's default
  if (decl ~ /(class|struct|enum|protocol) [A-Z]/) {
    open_enum[level] = decl ~ /enum /
    open_protocol[level] = decl ~ /protocol /
  }
  if (decl ~ /\(/ && gsub(/\(/, "(", decl) > gsub(/\)/, ")", decl)) { pending = decl; pending_level = level; next }
  emit(decl, level)
}
