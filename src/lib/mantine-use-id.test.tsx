import { renderHook } from '@testing-library/react';
import { useId as mantineOwnUseId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';
import { useMantineId } from './mantine-use-id.ts';

function renders(hook: () => string) {
  let count = 0;
  const { result, rerender } = renderHook(() => {
    count += 1;
    return hook();
  });
  return { result, rerender, count: () => count };
}

describe('useMantineId', () => {
  it('renders once with an id it keeps, where Mantine’s own hook renders twice', () => {
    const ours = renders(() => useMantineId());
    const first = ours.result.current;
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(ours.count()).toBe(1);
    ours.rerender();
    expect(ours.result.current).toBe(first);
    // What the build replaces: a second render at mount, with another id.
    expect(renders(() => mantineOwnUseId()).count()).toBe(2);
  });

  it('gives each component its own id and keeps an id it is given', () => {
    const { result } = renderHook(() => [useMantineId(), useMantineId(), useMantineId('email')]);
    const [a, b, given] = result.current;
    expect(a).not.toBe(b);
    expect(given).toBe('email');
  });
});
