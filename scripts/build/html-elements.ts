// The build's post-processing steps find the tags Vike wrote through an HTML parser (htmlparser2,
// which reports where each tag starts and ends in the source) and edit the page by splicing at
// those offsets: what they do not touch stays byte for byte as Vike wrote it, however it spells
// its attributes.
import { Parser } from 'htmlparser2';

/** An element of the source: its start tag, and where the element ends. */
export type SourceElement = {
  /** Lower-case tag name. */
  name: string;
  /** Attribute values, entities decoded; names lower-case. */
  attributes: Record<string, string>;
  /** Offset of the start tag's `<`. */
  start: number;
  /** Offset just after the start tag's `>`. */
  startTagEnd: number;
  /** Offset of the end tag's `<`; null when the element has none (void or left open). */
  endTagStart: number | null;
  /** Offset just after the element: after its end tag, or after its start tag if it has none. */
  end: number;
};

/** Every element written in `html` (implied ones, like a missing <tbody>, are left out), in source order. */
export function sourceElements(html: string): SourceElement[] {
  const elements: SourceElement[] = [];
  const open: (SourceElement | null)[] = [];
  const parser: Parser = new Parser({
    onopentag(name, attributes, implied) {
      const end = parser.endIndex + 1;
      const element = implied
        ? null
        : { name, attributes, start: parser.startIndex, startTagEnd: end, endTagStart: null, end };
      if (element) elements.push(element);
      open.push(element);
    },
    onclosetag(_name, implied) {
      const element = open.pop();
      if (!element || implied) return;
      element.endTagStart = parser.startIndex;
      element.end = parser.endIndex + 1;
    },
  });
  parser.end(html);
  return elements;
}

/** Whether an element's `rel` lists `token` (`rel` is a set of space-separated, case-insensitive keywords). */
export function hasRel(element: SourceElement, token: string): boolean {
  return (element.attributes.rel ?? '').toLowerCase().split(/\s+/).includes(token);
}

/** The source text of an element, from its start tag to the end of its end tag. */
export function sourceText(html: string, element: SourceElement): string {
  return html.slice(element.start, element.end);
}

/** Replaces `html.slice(start, end)` with `text`; `start === end` inserts. */
export type Edit = { start: number; end: number; text: string };

/**
 * Applies edits made against the same source. Edits may not overlap; an insertion at the offset
 * where a removal starts goes before what the removal leaves, and insertions at one offset keep
 * their order.
 */
export function splice(html: string, edits: Edit[]): string {
  const ordered = edits
    .map((edit, index) => ({ ...edit, index }))
    // At one offset, insertions (empty ranges) before the removal that starts there.
    .sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start) || a.index - b.index);
  let out = '';
  let at = 0;
  for (const { start, end, text } of ordered) {
    if (start < at) throw new Error(`Overlapping edits at offset ${start}`);
    out += html.slice(at, start) + text;
    at = end;
  }
  return out + html.slice(at);
}

/** A value for a double-quoted attribute. */
export function attributeValue(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}
