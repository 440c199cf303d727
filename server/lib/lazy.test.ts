import { describe, expect, it } from 'vitest';
import { lazy } from './lazy.ts';

describe('lazy', () => {
  it('loads once, however many calls wait for it at the same time', async () => {
    let loads = 0;
    const get = lazy(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load: the next call tries again', async () => {
    let loads = 0;
    const get = lazy(async () => {
      loads++;
      if (loads === 1) throw new Error('module not found');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('module not found');
    expect(await get()).toBe('loaded');
    expect(loads).toBe(2);
  });

  it('loads nothing until it is first called', () => {
    let loads = 0;
    lazy(async () => ++loads);
    expect(loads).toBe(0);
  });
});
