import { routesOf } from '#web/config/routes.ts';

export default () => routesOf('blog/@slug').map((route) => route.path);
