import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheet } from './mantine-css.ts';

const core = path.resolve('node_modules/@mantine/core');

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return entry.name.endsWith('.module.mjs') ? [full] : [];
  });
}

describe('Mantine stylesheets per component', () => {
  it("gives each of Mantine's class-name modules its component's stylesheet, which exists", () => {
    const modules = moduleFiles(path.join(core, 'esm'));
    expect(modules.length).toBeGreaterThan(90);
    for (const file of modules) {
      const css = stylesheet(file);
      expect(css, file).toMatch(/^@mantine\/core\/styles\/[A-Za-z]+\.css$/);
      expect(fs.existsSync(path.join(core, css!.slice('@mantine/core/'.length))), css!).toBe(true);
    }
  });

  it("covers every component stylesheet Mantine ships (else a component's styles are lost)", () => {
    const covered = new Set(moduleFiles(path.join(core, 'esm')).map(stylesheet));
    const global = ['baseline', 'default-css-variables', 'global'];
    const shipped = fs
      .readdirSync(path.join(core, 'styles'))
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => f.slice(0, -'.css'.length))
      .filter((name) => !global.includes(name));
    expect(shipped.filter((name) => !covered.has(`@mantine/core/styles/${name}.css`))).toEqual([]);
  });

  it('brings the dates stylesheet with its components, and nothing with anything else', () => {
    expect(stylesheet('/x/node_modules/@mantine/dates/esm/components/Day/Day.module.mjs')).toBe(
      '@mantine/dates/styles.css',
    );
    expect(stylesheet('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(stylesheet('/x/src/features/shop/components/shop.module.css')).toBeNull();
  });
});
