import { boot } from '#web/client/boot.ts';

boot();
