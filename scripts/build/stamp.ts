// The build's last step: records what its inputs were (build-freshness.ts), so `npm start`,
// `serve:static` and `screenshots` rebuild only when one of them has changed since.

import { writeBuildStamp } from './build-freshness';

writeBuildStamp();
console.info('stamp: the build records the content of its inputs');
