import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineUseIdModule } from './mantine-use-id.ts';

const hooks = path.resolve('node_modules/@mantine/hooks/esm');

describe("Mantine's useId in the build", () => {
  it('replaces the module Mantine exports its useId from, which still exists', () => {
    // Else Mantine moved it and the build silently renders every input twice again.
    const index = fs.readFileSync(path.join(hooks, 'index.mjs'), 'utf8');
    expect(index).toContain('import { useId } from "./use-id/use-id.mjs";');
    const file = path.join(hooks, 'use-id/use-id.mjs');
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/export \{ [\w$]+ as useId \}/);
    expect(MANTINE_USE_ID.test(file)).toBe(true);
  });

  it('gives that module the app’s hook and leaves every other module alone', () => {
    const code = mantineUseIdModule(path.join(hooks, 'use-id/use-id.mjs'));
    expect(code).toMatch(
      /^export \{ useMantineId as useId \} from ".*\/src\/lib\/mantine-use-id\.ts";/,
    );
    const target = /from "(.*)"/.exec(code!)![1]!;
    expect(fs.existsSync(target)).toBe(true);
    expect(mantineUseIdModule(path.join(hooks, 'use-idle/use-idle.mjs'))).toBeNull();
    expect(mantineUseIdModule('/x/src/lib/mantine-use-id.ts')).toBeNull();
  });
});
