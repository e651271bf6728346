import { documentTitle } from '../src/config/page-route';

export default documentTitle;
