#!/usr/bin/env node
// The package ships its TypeScript sources, the very files its tests run; tsx (a dependency)
// compiles them as they load, on every Node line the package supports.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
