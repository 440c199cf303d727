import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { securityPlugin } from '../plugins/security.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const early = '(()=>{document.getElementById("door-press").disabled=false})();';

describe('inline scripts and the CSP', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-inline-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('hashes each inline script exactly as written, and no script loaded from a file', () => {
    const html = `<head><script type="module" src="/assets/a.js"></script></head><body><script>${early}</script><script>\nx()\n</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(early), sha('\nx()\n')]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });

  it("lets the build's door page run its early script and no other inline script", async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
    fs.writeFileSync(
      path.join(dir, 'unlock.html'),
      `<button disabled>x</button><script>${early}</script>`,
    );
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir });
    const csp = async (staticDir?: string) => {
      const app = Fastify();
      await app.register(securityPlugin, { config, apiPrefix: '/api', staticDir });
      app.get('/unlock', async () => 'ok');
      const res = await app.inject({ url: '/unlock' });
      await app.close();
      return String(res.headers['content-security-policy']);
    };
    const scriptSrc = (policy: string) => policy.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc(await csp(dir))).toBe(`script-src 'self' ${sha(early)} https://js.stripe.com`);
    // Without a build (API only, tests): no inline script is allowed at all.
    expect(scriptSrc(await csp())).toBe("script-src 'self' https://js.stripe.com");
  });
});
