// The mutation table: every broken backend the conformance run must catch, by class.
import { answerMutations } from './mutants-answer';
import { behaviourMutations } from './mutants-behaviour';
import { promiseMutations } from './mutants-promises';
import { basicMutations, type Mutation } from './mutant-backends';

export const mutations: Mutation[] = [
  ...basicMutations,
  ...answerMutations,
  ...behaviourMutations,
  ...promiseMutations,
];
