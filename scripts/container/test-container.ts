// `npm run test:container`: what `docker compose up` gives a new user, proven end to end. Makes
// sure the base images are there (pulled, or built as local stand-ins where no registry is
// reachable: scripts/container/stand-ins.ts), builds the image from the project's Dockerfile and
// starts docker-compose.yml as they are, then: a sign-in through :8080 with the code from the
// outbox, the same through Prism on :4010, an invalid request answered 422 by Prism, and the
// contract toolkit's image (the Dockerfile's `contract` target) run against the mock. Stops the
// stack (no container may need killing) and prints the image's size above its base, the build
// and `down` times. Exits 1 on any failure; the stack is always taken down.
//
//   CONTAINER_CACHE=~/.cache/testbeam-container   where stand-in materials and images are kept

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { composeImages, dockerfileBaseImages, megabytes } from './images';
import { ensureImage, output, run, setPrismNodeImage } from './stand-ins';
import { deadOrigin } from '../node-lts/contract-tarball';
import { rootDir } from '../tooling/paths';

const cache =
  process.env.CONTAINER_CACHE ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'testbeam-container');
const project = 'testbeam-container-test';
const web = 'http://127.0.0.1:8080';
const prism = 'http://127.0.0.1:4010';

/** Compose v2 (`docker compose`) when the engine has it, else Debian's docker-compose 1.29. */
const compose: [string, ...string[]] =
  spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0
    ? ['docker', 'compose']
    : ['docker-compose'];
const composeArgs = (...args: string[]) => [...compose.slice(1), '-p', project, ...args];

function timedRun(args: string[]): number {
  const started = performance.now();
  run(compose[0], composeArgs(...args), { cwd: rootDir });
  return (performance.now() - started) / 1000;
}

function fail(message: string): never {
  throw new Error(message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The id of the running container of `service`. */
function containerOf(service: string): string {
  const id = output(compose[0], composeArgs('ps', '-q', service)).trim();
  return id || fail(`no container for ${service}`);
}

async function waitFor(what: string, check: () => Promise<boolean>, tries = 120): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    if (await check().catch(() => false)) return;
    await sleep(1000);
  }
  fail(`${what} did not come up`);
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Send a code through `base`, read it from the outbox, verify it through `base`: signed in. */
async function signIn(base: string, email: string): Promise<void> {
  const sent = await post(`${base}/api/auth/generate`, { email, recaptchaToken: '' });
  if (sent.status !== 200) fail(`send-code through ${base}: ${sent.status} ${await sent.text()}`);
  const outbox = (await (await fetch(`${web}/__mock/outbox?to=${email}`)).json()) as Array<{
    code?: string;
  }>;
  const code = outbox[0]?.code ?? fail(`no code for ${email} in the outbox`);
  const verified = await post(`${base}/api/auth/validate`, { email, code, recaptchaToken: '' });
  const body = (await verified.json()) as { success?: boolean };
  if (verified.status !== 200 || body.success !== true) {
    fail(`verify through ${base}: ${verified.status} ${JSON.stringify(body)}`);
  }
  const cookie = verified.headers.get('set-cookie') ?? '';
  if (!cookie.startsWith('tb_session=')) fail(`verify through ${base} set no session cookie`);
  console.info(`container: signed in ${email} through ${base}`);
}

/**
 * The contract toolkit's image (the Dockerfile's `contract` target, entrypoint the command) run
 * as its README shows on Linux, `--network host`, against the mock this stack serves on :8080:
 * its version line, a run of the per-answer checks that holds (exit 0), and a target that is not
 * there, found by one probe (exit 2).
 */
async function checkContractImage(): Promise<void> {
  const image = 'testbeam-contract-test';
  const started = performance.now();
  run('docker', ['build', '--quiet', '--target', 'contract', '--tag', image, '.'], {
    cwd: rootDir,
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const toolkit = (...args: string[]) =>
    spawnSync('docker', ['run', '--rm', '--network', 'host', image, ...args], { encoding: 'utf8' });
  const version = toolkit('--version');
  if (
    version.status !== 0 ||
    !/^@testbeam\/contract \S+ \(contract \S+, sha256 [0-9a-f]{12}\)/.test(version.stdout)
  )
    fail(`the contract image's --version: ${version.status} ${version.stdout}${version.stderr}`);
  const checks = 'not_a_server_error,status_code_conformance,response_schema_conformance';
  const held = toolkit(
    'run',
    '--target',
    web,
    '--only',
    checks,
    '--header',
    'X-Mock-Namespace: container-check',
  );
  if (held.status !== 0)
    fail(
      `the contract image against the mock: exit ${held.status}\n${held.stdout.slice(-800)}${held.stderr}`,
    );
  const dead = toolkit('--target', await deadOrigin());
  if (dead.status !== 2 || !/cannot be reached/.test(dead.stderr))
    fail(`the contract image against nothing: exit ${dead.status} ${dead.stderr}`);
  const size = Number(
    output('docker', ['image', 'inspect', '--format', '{{.Size}}', image]).trim(),
  );
  console.info(
    `container: ${version.stdout.trim()}: held against the mock, refused a dead target (image ${megabytes(size)}, build ${buildSeconds.toFixed(1)} s)`,
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const dockerfile = readFileSync(join(rootDir, 'Dockerfile'), 'utf8');
  const bases = dockerfileBaseImages(dockerfile);
  const base = bases.at(-1) ?? fail('the Dockerfile has no FROM');
  // A stand-in Prism runs on the project's own Node base, so the two share their layers.
  setPrismNodeImage(base);
  for (const image of [
    ...bases,
    ...composeImages(readFileSync(join(rootDir, 'docker-compose.yml'), 'utf8')),
  ]) {
    console.info(`container: ${image}: ${ensureImage(cache, image)}`);
  }

  const buildSeconds = timedRun(['build', 'web']);
  try {
    timedRun(['up', '-d']);
    const webImage = output('docker', [
      'inspect',
      '--format',
      '{{.Image}}',
      containerOf('web'),
    ]).trim();
    const size = (image: string) =>
      Number(output('docker', ['image', 'inspect', '--format', '{{.Size}}', image]).trim());
    const above = size(webImage) - size(base);

    await waitFor('web', async () => (await fetch(`${web}/__mock/outbox`)).ok);
    await waitFor(
      'prism',
      async () => (await fetch(`${prism}/api/auth/oauth/google/loginUrl`)).status < 500,
    );

    await signIn(web, 'container.web@example.com');
    await signIn(prism, 'container.prism@example.com');

    const invalid = await post(`${prism}/api/auth/generate`, { recaptchaToken: '' });
    const answer = (await invalid.json()) as { validation?: unknown[] };
    if (
      invalid.status !== 422 ||
      !Array.isArray(answer.validation) ||
      answer.validation.length === 0
    ) {
      fail(`an invalid request through Prism: ${invalid.status} ${JSON.stringify(answer)}`);
    }
    console.info(
      `container: Prism answered an invalid request 422 with ${answer.validation.length} violation(s)`,
    );

    await checkContractImage();

    // Stop first, to see how each container ended: 137 is a SIGKILL after the stop timeout, a
    // process that ignored SIGTERM (Prism as PID 1 did, before `init: true`).
    const ids = ['web', 'prism'].map((service) => [service, containerOf(service)] as const);
    const stopSeconds = timedRun(['stop']);
    for (const [service, id] of ids) {
      const code = output('docker', ['inspect', '--format', '{{.State.ExitCode}}', id]).trim();
      if (code === '137') fail(`${service} ignored SIGTERM and was killed on stop (exit 137)`);
    }
    const downSeconds = stopSeconds + timedRun(['down']);
    console.info(
      [
        '',
        `container: ${compose.join(' ')}; base ${base}`,
        `container: image ${megabytes(above)} above its base (${megabytes(size(webImage))} in all)`,
        `container: build ${buildSeconds.toFixed(1)} s; down ${downSeconds.toFixed(1)} s (stop ${stopSeconds.toFixed(1)} s)`,
        `container: all checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      ].join('\n'),
    );
  } finally {
    spawnSync(compose[0], composeArgs('down', '--timeout', '2'), { cwd: rootDir, stdio: 'ignore' });
  }
}

main().catch((error: unknown) => {
  console.error(`container: FAIL: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
