import { documentDescription } from '#web/config/page-route.ts';

export default documentDescription;
