import { routesOf } from '#web/config/routes.ts';

export default () => routesOf('screen').map((route) => route.path);
