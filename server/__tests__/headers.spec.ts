import { describe, expect, it } from 'vitest';
import { cspReportAddress, editorHeaders, gitHostOrigin, securityHeaders } from '../headers.js';

describe('the answers’ security headers', () => {
  it('keep other sites’ pages and embeds away from the site’s', () => {
    expect(securityHeaders({ reportTo: undefined })).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    // The editor's git sign-in window reports back to it.
    expect(editorHeaders()['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('let the editor reach its own git host, and decap-server only on a laptop', () => {
    const connect = (options: Parameters<typeof editorHeaders>[0]) =>
      /connect-src ([^;]*)/.exec(editorHeaders(options)['Content-Security-Policy'] ?? '')?.[1];
    expect(connect({ backend: { name: 'github', repo: 'metal/site' } })).toBe(
      "'self' blob: https://api.github.com",
    );
    expect(connect({ backend: { name: 'gitlab', repo: 'metal/site' } })).toBe(
      "'self' blob: https://gitlab.com",
    );
    expect(connect({ backend: { name: 'gitea', api_root: 'https://git.metal.az/api/v1' } })).toBe(
      "'self' blob: https://git.metal.az",
    );
    expect(connect({ backend: { name: 'github' }, local: true })).toBe(
      "'self' blob: http://localhost:8081 http://127.0.0.1:8081 https://api.github.com",
    );
    // A backend no site can use names nothing beyond the editor's own origin.
    expect(connect({ backend: { name: 'test-repo' } })).toBe("'self' blob:");
    expect(gitHostOrigin({ name: 'gitea', api_root: 'http://git.metal.az/api' })).toBeUndefined();
  });

  it('ask for policy reports only where the operator named a place', () => {
    const policy = (reportTo?: string) =>
      securityHeaders({ reportTo })['Content-Security-Policy'] ?? '';
    expect(policy(undefined)).not.toContain('report-uri');
    expect(policy('https://reports.example.az/csp')).toMatch(
      /; report-uri https:\/\/reports\.example\.az\/csp$/,
    );
  });

  it('take an https address for reports, or a local one, and refuse anything else', () => {
    expect(cspReportAddress('')).toBeUndefined();
    expect(cspReportAddress('https://reports.example.az/csp')).toBe(
      'https://reports.example.az/csp',
    );
    expect(cspReportAddress('http://127.0.0.1:9000/csp')).toBe('http://127.0.0.1:9000/csp');
    expect(() => cspReportAddress('http://reports.example.az/csp')).toThrow(/https address/);
    expect(() => cspReportAddress('reports.example.az')).toThrow();
    // Nothing in the address can end the directive or the policy early.
    expect(cspReportAddress('https://r.example.az/a"b c')).toBe('https://r.example.az/a%22b%20c');
    expect(() => cspReportAddress("https://r.example.az/x; script-src 'unsafe-inline'")).toThrow(
      /";"/,
    );
    expect(() => cspReportAddress('https://r.example.az/x,y')).toThrow(/";"/);
  });
});
