import { routesOf } from '../../src/config/routes';

export default () => routesOf('agent').map((route) => route.path);
