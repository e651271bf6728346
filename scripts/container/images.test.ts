import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../tooling/paths';
import {
  bundledNpmVersion,
  composeImages,
  dockerfileBaseImages,
  megabytes,
  newestVersion,
  standInFor,
} from './images';

describe('the container check', () => {
  it("finds the Dockerfile's base images, not its own stages", () => {
    const dockerfile = [
      'FROM node:24.21-bookworm-slim AS deps',
      'RUN npm ci',
      'FROM node:24.21-bookworm-slim AS build',
      'FROM deps AS again',
      'from debian:bookworm-slim',
    ].join('\n');
    expect(dockerfileBaseImages(dockerfile)).toEqual([
      'node:24.21-bookworm-slim',
      'debian:bookworm-slim',
    ]);
  });

  it("finds every base image of the project's own files, each with a stand-in", () => {
    const images = [
      ...dockerfileBaseImages(readFileSync(join(rootDir, 'Dockerfile'), 'utf8')),
      ...composeImages(readFileSync(join(rootDir, 'docker-compose.yml'), 'utf8')),
    ];
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(standInFor(image), image).not.toBeNull();
  });

  it('builds the image on the Node release CI runs (.nvmrc), to its minor version', () => {
    const release = readFileSync(join(rootDir, '.nvmrc'), 'utf8').trim();
    const dockerfile = readFileSync(join(rootDir, 'Dockerfile'), 'utf8');
    const lines = dockerfileBaseImages(dockerfile).map((image) => standInFor(image));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line?.kind).toBe('node');
      if (line?.kind === 'node') expect(`${release}.`.startsWith(`${line.version}.`)).toBe(true);
    }
  });

  it('reads image lines of a compose file', () => {
    const compose =
      'services:\n  a:\n    image: "stoplight/prism:5.14.2" # proxy\n  b:\n    build: .\n';
    expect(composeImages(compose)).toEqual(['stoplight/prism:5.14.2']);
  });

  it.each([
    ['node:24.21-bookworm-slim', { kind: 'node', version: '24.21', suite: 'bookworm' }],
    ['node:22-bookworm-slim', { kind: 'node', version: '22', suite: 'bookworm' }],
    ['debian:bookworm-slim', { kind: 'debian', suite: 'bookworm' }],
    ['stoplight/prism:5.14.2', { kind: 'prism', version: '5.14.2' }],
    ['node:20-alpine', null],
    ['postgres:16', null],
  ])('stands in for %s', (image, expected) => {
    expect(standInFor(image)).toEqual(expected);
  });

  it('reads the npm a release bundles from the newest entry of its changelog', () => {
    const changelog = [
      '## 2026-03-24, Version 20.20.2',
      '* [`a1`] - **deps**: update undici to 6.21.2',
      '## 2024-07-24, Version 20.16.0',
      '* [`2f`] - **deps**: upgrade npm to 10.8.2 (npm team)',
      '* [`0c`] - **deps**: upgrade npm to 10.8.1 (npm team)',
    ].join('\n');
    expect(bundledNpmVersion(changelog)).toBe('10.8.2');
    expect(bundledNpmVersion('no npm here')).toBeNull();
  });

  it('picks the newest version by number, not by text', () => {
    expect(newestVersion(['20.9.0', '20.20.0', '20.20.2', '20.3.1'])).toBe('20.20.2');
    expect(newestVersion([])).toBeNull();
  });

  it('prints sizes in MB as docker does', () => {
    expect(megabytes(59_512_345)).toBe('59.5 MB');
  });
});
