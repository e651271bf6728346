import { documentDescription } from '../src/config/page-route';

export default documentDescription;
