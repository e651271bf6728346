import { routesOf } from '../../src/config/routes';

export default () => routesOf('waitlist').map((route) => route.path);
