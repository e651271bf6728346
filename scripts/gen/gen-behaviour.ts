// Writes common/api/behaviour.ts from openapi.yaml's x-behaviour (part of `npm run gen -- api`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEHAVIOUR_FILE, freshBehaviour } from './api/behaviour-source';
import { rootDir } from '../tooling/paths';

writeFileSync(join(rootDir, BEHAVIOUR_FILE), freshBehaviour());
