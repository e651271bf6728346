import { routesOf } from '#web/config/routes.ts';

export default () => routesOf('agent').map((route) => route.path);
