// The repository's openapi.yaml as one loaded value, for the tests of this workspace and the
// repository's contract suite: they read the contract the mock serves. Not part of the package's
// entry (a user's program loads its own with loadContract).

import { loadContract } from './contract-document';
import { checkoutContract } from './contract-file';

export const contract = loadContract(checkoutContract);
export const contractPath = contract.file;
export const { operations, pathMethods, behaviour: contractBehaviour } = contract;
export const operationById = contract.operationById;
