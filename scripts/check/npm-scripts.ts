// A text that tells a reader to type `npm run NAME` must name a script package.json has, and
// `npm run bench -- NAME` (likewise `check` and `gen`) one that runner has. Read where paths are
// read (check-citations.ts): code comments, and Markdown, YAML, JSON, HTML and .env.example whole.
import type { Finding, SourceFile } from './finding';

export type NpmScripts = {
  /** package.json's script names. */
  scripts: ReadonlySet<string>;
  /** For a script that runs things by name (`bench`), the names it knows. */
  runners: Readonly<Record<string, ReadonlySet<string>>>;
};

const npmRun = /\bnpm run[ \t]+([a-z][\w:.-]*)(?:[ \t]+--[ \t]+([a-z][\w.-]*))?/g;

/** Every `npm run` in `readable` (the file's text, or its comments) that names nothing. */
export function checkNpmScripts(file: SourceFile, readable: string, npm: NpmScripts): Finding[] {
  const findings: Finding[] = [];
  for (const match of readable.matchAll(npmRun)) {
    const script = (match[1] as string).replace(/[.:-]+$/, '');
    const name = match[2]?.replace(/[.-]+$/, '');
    const line = readable.slice(0, match.index).split('\n').length;
    const known = npm.runners[script];
    if (!npm.scripts.has(script)) {
      findings.push({
        file: file.path,
        line,
        message: `cites npm run ${script}, a script package.json does not have`,
      });
    } else if (name && known && !known.has(name)) {
      findings.push({
        file: file.path,
        line,
        message: `cites npm run ${script} -- ${name}, which ${script} does not have (npm run ${script} -- list)`,
      });
    }
  }
  return findings;
}
