// What every check of `npm run check:citations` reports, in a module of its own: the entry point
// and the helpers it runs import it from here, so no helper imports the entry point back.

/** One problem, at a line of a repository file. */
export type Finding = { file: string; line: number; message: string };
