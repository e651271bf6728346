// The command `testbeam-contract`: one bin, three subcommands. `run` (also a bare invocation)
// holds a target to the contract, `verdict` judges what a validating proxy saw, `report` joins
// the coverage files. Each reads its options, then the contract (a value, passed on), then works.

import { behaviourChecks } from './behaviour-names';
import { checkNames } from './checks';
import { type Contract, ContractError, loadContract } from './contract-document';
import { defaultContractFile } from './contract-file';
import { reportCommand, reportUsage } from './join/report-command';
import { outputPathProblem, parseOptions, usage as runUsage } from './options';
import { type Io, runCommand } from './run-command';
import { stampOf, versionLine } from './toolkit';
import { verdictCommand, verdictUsage } from './verdict/verdict-command';

const name = 'testbeam-contract';

export const overview = `Usage: ${name} [run] --target URL [options]   hold a server to the contract (run: the default)
       ${name} verdict --journal URL|FILE [options]   judge what a validating proxy saw
       ${name} report [--site F --backend F --live F]   join the coverage files into one table
       ${name} --version | --help | <command> --help

Holds a server to Testbeam's auth contract (openapi.yaml): the versions of that one contract, not
any OpenAPI file. Each command's --help states its options, exit codes, environment and side
effects. Exit codes throughout: 0 held, 1 the target broke the contract (or fell under a threshold
you set), 2 cannot judge.`;

/** Every check with what it holds the target to, and which need an opt-in. */
export function listChecks(): string {
  const perAnswer: Record<string, string> = {
    not_a_server_error: 'no 5xx, and an answer at all',
    status_code_conformance: 'the status is one the operation documents',
    content_type_conformance: 'the Content-Type is a documented media type for that status',
    response_headers_conformance: 'required declared headers are present and follow their schemas',
    response_schema_conformance: 'the JSON body follows the status schema (every error listed)',
    negative_data_rejection: 'an input that breaks the schema is refused',
    positive_data_acceptance: 'a valid input is accepted (2xx, or 401/403/409 for state)',
    unsupported_method: 'an undocumented method on a documented path answers 405',
    allow_header_conformance: "a 405's Allow lists the documented methods",
    invalid_input_status: 'invalid input answers exactly 400',
    media_type_refusal: 'a body as text/plain or a form answers 415',
    body_size_limit: 'a body past the limit answers 413',
    sign_in_flow: 'with an inbox: send a code, read it, a wrong code is 401, the code signs in',
  };
  const texts: Record<string, string> = { ...perAnswer, ...behaviourChecks };
  const width = Math.max(...checkNames.map((check) => check.length));
  return checkNames
    .map((check) => {
      const text = texts[check] ?? '';
      // The opt-in ones say so first, with the flag that turns them on.
      const optIn = /^opt-in (--[a-z-]+): /.exec(text);
      const what = optIn ? `(opt-in ${optIn[1]}) ${text.slice(optIn[0].length)}` : text;
      return `${check.padEnd(width)}  ${what}`;
    })
    .join('\n');
}

/** The contract a command reads: `--contract FILE` (anywhere in argv), else the default. */
function contractFrom(argv: string[]): Contract {
  const at = argv.findIndex((arg) => arg === '--contract' || arg.startsWith('--contract='));
  const given =
    at === -1 ? undefined : argv[at]?.includes('=') ? argv[at]?.slice(11) : argv[at + 1];
  return loadContract(given ?? defaultContractFile());
}

/** Runs the command line `argv` (without node and the script); resolves to the exit code. */
export async function cli(argv: string[], io: Io): Promise<number> {
  const [first, ...rest] = argv;
  const command = first === 'run' || first === 'verdict' || first === 'report' ? first : 'run';
  const args = command === first ? rest : argv;
  const help = args.includes('--help') || args.includes('-h');
  if (help) {
    io.out(
      command === first
        ? { run: runUsage, verdict: verdictUsage, report: reportUsage }[command]
        : `${overview}\n\n${runUsage}`,
    );
    return 0;
  }
  if (first !== undefined && command === 'run' && first !== 'run' && !first.startsWith('-')) {
    io.err(`${name}: ${first} is not a command: run, verdict or report (see --help)`);
    return 2;
  }
  if (args.includes('--list-checks')) {
    io.out(listChecks());
    return 0;
  }
  let contract: Contract;
  try {
    contract = contractFrom(args);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    io.err(`${name}: --contract ${error.message}`);
    return 2;
  }
  if (args.includes('--version') || args.includes('-v')) {
    io.out(versionLine(stampOf(contract)));
    return 0;
  }
  if (command === 'verdict') return verdictCommand(args, contract, io);
  if (command === 'report') return reportCommand(args, contract, io);

  const options = parseOptions(args);
  if (options instanceof Error) {
    io.err(`${name}: ${options.message}`);
    return 2;
  }
  // Before any request: a run is not lost at its end to an output path that cannot be written.
  for (const [flag, path] of [
    ['junit', options.junit],
    ['report', options.report],
    ['coverage', options.coverage],
    ['ctrf', options.ctrf],
  ] as const) {
    const problem = path === undefined ? null : outputPathProblem(flag, path);
    if (problem !== null) {
      io.err(`${name}: ${problem}`);
      return 2;
    }
  }
  return runCommand(options, contract, io);
}
