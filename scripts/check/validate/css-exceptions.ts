// What the Nu checker's CSS profile does not know yet, allowed with the reason; everything else it
// reports on our stylesheets fails `npm run check -- html`. An exception that no longer matches
// anything fails too, so the list never outlives the code that needed it.

export interface CssException {
  /** The checker's message, matched as a pattern. */
  message: RegExp;
  /** When set, the reported source line must match it too. */
  line?: RegExp;
  why: string;
}

const containerQueries =
  'container queries (CSS Containment Level 3, in every engine since 2023) are newer than the checker';

export const cssExceptions: CssException[] = [
  { message: /Unrecognized at-rule “@container”/, why: containerQueries },
  {
    message: /“container(-type)?”: Property “container(-type)?” doesn't exist/,
    why: containerQueries,
  },
  {
    message: /Unknown dimension|“[a-z-]+”: Parse Error/,
    line: /\d+cq[whib]/,
    why: `container query units (cqw, cqh) in a value; ${containerQueries}`,
  },
  {
    message: /“line-clamp”: Property “line-clamp” doesn't exist/,
    why: 'line-clamp (CSS Overflow Level 4) is newer than the checker; -webkit-line-clamp beside it does the work today',
  },
  {
    message: /The types are incompatible/,
    line: /calc\(.*var\(--/,
    why: 'a custom property inside calc(): the checker cannot know its type, the browser does',
  },
];

export interface Located {
  message: string;
  /** The source line the checker points at. */
  source: string;
}

/** The exception that allows `error`, if any. */
export const exceptionFor = (error: Located): CssException | undefined =>
  cssExceptions.find(
    (exception) =>
      exception.message.test(error.message) &&
      (exception.line === undefined || exception.line.test(error.source)),
  );
