import { z } from 'zod';

/*
 * The page's policy allows no eval. Zod probes for it (a `new Function`) to compile its fast
 * path, and the probe was a policy violation reported on every load. A schema reads this when it
 * is built, so it must run before any module that builds one: main.tsx imports it first, and the
 * build keeps it in Zod's own chunk (vite.config.ts), which runs before every chunk using Zod.
 */
z.config({ jitless: true });
