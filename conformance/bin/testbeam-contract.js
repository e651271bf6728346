#!/usr/bin/env node
// The compiled command: dist/ is built by `prepack` (and by `npm run build` in this folder). In
// the repository the same command runs from its sources: `npm run contract -- …` at the root.
import '../dist/bin.js';
