/**
 * Requests an attacker, a broken client or a crawler sends: every server of the site must answer
 * each with a true status, never a 500, never a hang, never a file outside the build, and both
 * servers the same (tests/e2e/hostile.spec.ts). A request is its request line and headers as
 * sent, byte for byte; `{asset}` stands for one of the shell's scripts.
 */
export interface HostileRequest {
  name: string;
  line: string;
  headers?: Record<string, string>;
}

const get = (name: string, target: string, headers?: Record<string, string>): HostileRequest => ({
  name,
  line: `GET ${target} HTTP/1.1`,
  ...(headers ? { headers } : {}),
});

export const hostileRequests: HostileRequest[] = [
  // Out of the build: encoded, double-encoded, backslashed, mixed.
  get('dot-dot encoded', '/%2e%2e/%2e%2e/package.json'),
  get('dot-dot slash encoded', '/..%2f..%2fpackage.json'),
  get('dot-dot double-encoded', '/assets/..%252f..%252fpackage.json'),
  get('dot-dot below a remote', '/mfe/products/..%2F..%2F..%2Fpackage.json'),
  get('backslashes', '/assets\\..\\..\\package.json'),
  get('encoded backslashes', '/en/..%5c..%5cpackage.json'),
  get('dot segments', '/./assets/../index.html'),
  get('dot-dot a page', '/en/../../package.json'),
  get('NUL in a page', '/en%00.html'),
  get('NUL in a file', '/{asset}%00.css'),
  get('bad escape', '/%ZZ'),
  get('bad escape in the query', '/en/products?%ZZ'),
  get('dotfile', '/.env'),
  get('dotfile below a language', '/en/.git/config'),
  get('source map', '/{asset}.map'),
  get('directory of assets', '/assets/'),
  get('directory of a remote', '/mfe/products/'),
  get('the errors folder', '/errors/404.en.html'),
  // Odd request targets.
  get('absolute form', 'http://example.com/en'),
  get('double slash host and port', '//a:99999/'),
  get('double slash', '//evil.example/en'),
  get('encoded Cyrillic with a slash', '/ru/%D1%84/'),
  get('encoded Cyrillic', '/ru/%D1%84'),
  get('overlong path', `/${'a'.repeat(6000)}`),
  get('asterisk', '*'),
  // Byte ranges on a script.
  ...[
    'bytes=0-0',
    'bytes=-1',
    'bytes=10-',
    'bytes=500-100',
    'bytes=0-1,5-6',
    'bytes=abc',
    'items=0-1',
    'bytes=99999999-',
  ].map((range) => get(`range ${range}`, '/{asset}', { Range: range })),
  get('range on a page', '/en/products', { Range: 'bytes=0-10' }),
  // Languages and the stored choice.
  ...[
    'ru;Q=0.1, en',
    'en;q="0.5", ru',
    'en;q=0.5;q=0.9, tr',
    'en;q=, ru',
    '*',
    'xx, yy;q=0.2',
    'az-Latn-AZ',
    ';;;,,',
    '',
    `${'en-US;q=0.1,'.repeat(200)}ru`,
  ].map((value) => get(`Accept-Language ${value.slice(0, 24)}`, '/', { 'Accept-Language': value })),
  ...['lang=xx', 'lang=ru; lang=en', 'lang="ru"', 'lang=%72u', ';;=;', `a=${'b'.repeat(3000)}`].map(
    (value) => get(`Cookie ${value.slice(0, 24)}`, '/products', { Cookie: value }),
  ),
  get('overlong header', '/en', { 'X-Long': 'b'.repeat(7000) }),
  // Methods.
  ...['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'FOO'].map((method) => ({
    name: `method ${method}`,
    line: `${method} /en HTTP/1.1`,
  })),
  { name: 'HEAD of a page', line: 'HEAD /en/products HTTP/1.1' },
];
