import { describe, expect, it, vi } from 'vitest';

describe('zod without its eval probe', () => {
  it('makes zod parse jitless without importing it first', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-without-eval');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // The probe would call `new Function`: it must never run.
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
