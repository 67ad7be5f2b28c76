// Imported first by the page and the sync worker: zod compiles its object parsers with `new Function` unless told
// not to, and the server's Content-Security-Policy allows no eval (zod's probe would be reported as a violation).
import { z } from 'zod';

z.config({ jitless: true });
