// The page's zod runs without eval once the setting module has run first, as main.tsx and the sync worker import it.
import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is jitless for the zod loaded after it', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
