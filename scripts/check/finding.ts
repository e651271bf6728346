// What the checks of `npm run check -- citations` read and report, in a module of its own: the
// entry point and the helpers it runs import these from here, so no helper imports the entry point
// back.

/** A tracked file's path from the repository root, and its text. */
export type SourceFile = { path: string; text: string };

/** One problem, at a line of a repository file. */
export type Finding = { file: string; line: number; message: string };
