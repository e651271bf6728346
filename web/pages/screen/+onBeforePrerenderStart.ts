import { routesOf } from '../../src/config/routes';

export default () => routesOf('screen').map((route) => route.path);
