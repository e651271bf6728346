import { RoutePage } from '../../src/components/RoutePage/RoutePage';

export default RoutePage;
