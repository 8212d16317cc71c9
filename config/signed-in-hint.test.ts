import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { siteCookies } from '@dementie/api-client';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_ATTRIBUTE, signedInHint, signedInHintScript } from './signed-in-hint';

/** Runs the inline script against a page whose cookies are `cookie`; the attributes it set on `<html>`. */
function marksOf(cookie: string): Record<string, string> {
  const marks: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => {
      marks[name] = value;
    },
  };
  runInNewContext(signedInHintScript(), { document: { cookie, documentElement } });
  return marks;
}

describe('the signed-in hint before the first paint', () => {
  it('marks <html> only when the browser holds the hint cookie with a value', () => {
    const name = siteCookies.signedIn.name;
    expect(marksOf(`${name}=1`)).toEqual({ [SIGNED_IN_HINT_ATTRIBUTE]: '' });
    expect(marksOf(`dm_cookie_consent=v1.s0.m0; ${name}=1; other=2`)).toEqual({
      [SIGNED_IN_HINT_ATTRIBUTE]: '',
    });
    expect(marksOf('')).toEqual({});
    expect(marksOf(`${name}=`)).toEqual({});
    expect(marksOf(`x${name}=1`)).toEqual({});
    expect(marksOf('dm_session=abc')).toEqual({});
  });

  it("is the mark the account menu's stylesheet reads", () => {
    const css = readFileSync(
      new URL('../packages/auth/src/screens/account-menu/account-menu.css', import.meta.url),
      'utf8',
    );
    expect(css).toContain(
      `html[${SIGNED_IN_HINT_ATTRIBUTE}] .au-account-menu--unknown .au-account-menu__login`,
    );
  });

  it('is the first script of the built shell, inline and classic, so it runs before anything is painted', async () => {
    const output = await build({
      root: new URL('./test-fixtures/signed-in-hint/', import.meta.url).pathname,
      configFile: false,
      logLevel: 'silent',
      plugins: [signedInHint()],
      build: { write: false },
    });
    const [result] = Array.isArray(output) ? output : [output];
    if (!result || !('output' in result)) throw new Error('no build output');
    const shell = result.output.find(
      (file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName === 'index.html',
    );
    const head = String(shell?.source).split('</head>')[0] ?? '';
    const firstScript = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(head);
    expect(firstScript?.[0]).not.toMatch(/type="module"|src=/);
    expect(firstScript?.[1]).toBe(signedInHintScript());
    expect(head.indexOf('<script')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
  });
});
