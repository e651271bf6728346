// The library entry: what a program (rather than a person at the command line) uses. The contract
// is a value here: load it (or parse it) and hand it to the run and the report writers.

export {
  type Behaviour,
  type Contract,
  ContractError,
  knownOperations,
  loadContract,
  type Operation,
  parseContract,
} from './contract-document';
export { defaultContractFile } from './contract-file';
export {
  type AnswerRow,
  type CoverageFile,
  coverageFile,
  type CoverageRow,
  parseCoverage,
  type RuleRow,
  type RowState,
  stateOfRow,
} from './coverage';
export { checkNames, type CheckName } from './checks';
export { ctrf } from './ctrf';
export { junit, markdown, overallScore } from './report';
export { runConformance } from './run';
export { coverageTotals, runCoverage } from './run-coverage';
export type { RunOptions, RunResult } from './run-types';
export { type ContractStamp, stampOf, toolkitName, toolkitVersion, versionLine } from './toolkit';
