import { documentTitle } from '#web/config/page-route.ts';

export default documentTitle;
