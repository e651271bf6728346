// Edits of the current openapi.yaml for the check's tests, made here so they never drift from the
// contract: each names the schema it changes and throws when that schema is no longer there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, parseDocument, type Document } from 'yaml';
import { rootDir } from '../../tooling/paths';
import { infoVersion, majorOf } from './verdict';

export const contract = readFileSync(join(rootDir, 'openapi.yaml'), 'utf8');

export type Edit = (doc: Document) => void;

/** The text after `changes`, each applied in turn to the one before. */
export function edit(text: string, ...changes: Edit[]): string {
  const doc = parseDocument(text);
  for (const change of changes) change(doc);
  return doc.toString();
}

/** A path into openapi.yaml that must exist; the test is out of date when it does not. */
export function existing(doc: Document, path: (string | number)[]): (string | number)[] {
  if (!doc.hasIn(path)) throw new Error(`openapi.yaml has no ${path.join('.')}; update the test`);
  return path;
}

export const schema = (...path: string[]) => ['components', 'schemas', ...path];
export const operation = (route: string, ...path: (string | number)[]) => [
  'paths',
  route,
  'post',
  ...path,
];

/** SuccessResponse's required `message` renamed `note`: a property every client reads is gone. */
export const renameMessage: Edit = (doc) => {
  const properties = doc.getIn(
    existing(doc, schema('SuccessResponse', 'properties', 'message')).slice(0, -1),
  );
  if (!isMap(properties)) throw new Error('openapi.yaml: SuccessResponse has no properties');
  properties.set('note', properties.get('message'));
  properties.delete('message');
  doc.setIn(schema('SuccessResponse', 'required'), doc.createNode(['success', 'note']));
};

export const nextMajor = `${(majorOf(infoVersion(contract)) ?? 0) + 1}.0.0`;
export const majorBump: Edit = (doc) => doc.setIn(['info', 'version'], nextMajor);
