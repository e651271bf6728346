// What the Nu checker's HTML schema does not know yet, allowed with the reason; everything else it
// reports on the built pages fails `npm run check -- html`. An exception that no longer matches
// anything fails too (the checker learnt it, or the page no longer needs it).

export interface HtmlException {
  /** The checker's message, matched as a pattern. */
  message: RegExp;
  /** The checker's extract (the markup it points at) must match it too. */
  extract: RegExp;
  why: string;
}

export const htmlExceptions: HtmlException[] = [
  {
    message:
      /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
    extract: /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/,
    why: '`<link rel=expect blocking=render>` (WHATWG HTML since 2024, Chromium 124+) holds the first paint until the named element is parsed; the checker predates it (web/pages/+Head.tsx)',
  },
];

/** The exception that allows the checker's `error` on a page, if any. */
export const htmlExceptionFor = (error: {
  message: string;
  extract?: string;
}): HtmlException | undefined =>
  htmlExceptions.find(
    (exception) =>
      exception.message.test(error.message) && exception.extract.test(error.extract ?? ''),
  );
