import { describe, expect, it } from 'vitest';
import { baselineContentSecurityPolicy, contentSecurityPolicy } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('runs only the app own scripts: no inline script, no eval, no plugins or frames', () => {
    for (const policy of [
      contentSecurityPolicy('https://abc.supabase.co'),
      baselineContentSecurityPolicy(),
    ]) {
      const d = directives(policy);
      expect(d.get('default-src')).toEqual(["'none'"]);
      expect(d.get('script-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('base-uri')).toEqual(["'none'"]);
      expect(d.get('frame-src')).toEqual(["'none'"]);
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  it('reaches the network only towards the chosen backend', () => {
    const d = directives(contentSecurityPolicy('https://abc.supabase.co'));
    expect(d.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(d.get('img-src')).toContain('https://abc.supabase.co');
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy(null)).get('connect-src')).toEqual(["'self'"]);
  });

  it('allows any https or local backend before one is chosen (index.html)', () => {
    const d = directives(baselineContentSecurityPolicy());
    expect(d.get('connect-src')).toEqual([
      "'self'",
      'https:',
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://[::1]:*',
    ]);
    // frame-ancestors is ignored in a <meta> policy; the header carries it.
    expect(d.has('frame-ancestors')).toBe(false);
  });
});
