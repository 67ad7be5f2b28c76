// Imported first by the page and the sync worker: zod compiles its object parsers with `new Function` unless told
// not to, and the server's Content-Security-Policy allows no eval (zod's probe would be reported as a violation).
// Set where zod keeps its configuration (`globalThis.__zod_globalConfig`, shared by every copy of zod) rather than
// through `z.config()`: importing zod here would pull it into the first page's script (+3.4 KB), which needs none.

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
