// Our stylesheets as plain CSS for the checker: CSS Modules syntax (`:global(x)`, `composes:`) is
// the build's, not CSS, so it is unwrapped first; line numbers stay the same.

/** `css` with every `:global(selector)` replaced by the selector and `composes:` lines blanked. */
export function plainCss(css: string): string {
  let out = '';
  let index = 0;
  for (;;) {
    const start = css.indexOf(':global(', index);
    if (start === -1) break;
    out += css.slice(index, start);
    let depth = 1;
    let end = start + ':global('.length;
    for (; end < css.length && depth > 0; end += 1) {
      if (css[end] === '(') depth += 1;
      else if (css[end] === ')') depth -= 1;
    }
    out += css.slice(start + ':global('.length, end - 1);
    index = end;
  }
  out += css.slice(index);
  return out.replace(/^(\s*)composes:[^;\n]*;/gm, (_line, indent: string) => indent);
}
