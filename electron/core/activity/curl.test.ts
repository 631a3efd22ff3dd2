import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { JournalBegin } from '../../../shared/schemas/journal';
import { redactText, redactValue } from '../redact';
import { curlOf } from './curl';

const KEY = '6f1c1d2e-3b4a-4c5d-8e9f-411111111111';

function beginWith(request: Partial<JournalBegin['request']>): JournalBegin {
  return {
    v: 1,
    type: 'begin',
    operation_id: 'op-curl0001',
    at: '2026-11-21T10:00:00.000Z',
    operator: 'qa',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulator', production: false },
    operation: 'payments:authorize',
    targets: {},
    idempotency_key: KEY,
    request: {
      method: 'POST',
      url: 'https://api.example/v1/payments/authorizations',
      body: null,
      ...request,
    },
    body_exact: false,
  };
}

it('a cURL command carries no card data or secret from the URL, headers or body', () => {
  const begin = beginWith({
    url: 'https://qa:Zq8vT3kW9pL@api.example/v1/payments/authorizations?card=4111111111111111',
    headers: { 'x-api-key': 'Zq8vT3kW9pL', 'idempotency-key': KEY },
    body: { instrument: { card: { number: '4111111111111111', securityCode: '947' } } },
  });
  const command = curlOf(begin);
  expect(command).not.toMatch(/4111111111111111|947|Zq8vT3kW9pL/);
  expect(command).toContain('-H "Authorization: Bearer $TOKEN"');
  // The key is the original one, whole: pasting the command again is a safe retry.
  expect(command).toContain(`-H 'idempotency-key: ${KEY}'`);
  expect(command).toContain(
    'https://qa:[REDACTED]@api.example/v1/payments/authorizations?card=411111••••••1111',
  );
});

it('a record whose method is not one the console sends reads as UNKNOWN, never as its text', () => {
  const forged = beginWith({});
  const parsed = JournalBegin.parse({
    ...forged,
    request: { ...forged.request, method: 'POST $(touch /tmp/pwned) -o /dev/null' },
  });
  expect(parsed.request.method).toBe('UNKNOWN');
  expect(curlOf(parsed)).toMatch(/^curl --globoff -X 'UNKNOWN' 'https:/);
  expect(curlOf(parsed)).not.toContain('touch');
});

describe('a copied command pasted into a real shell', () => {
  const dir = mkdtempSync(join(tmpdir(), 'curl-paste-'));
  const canary = join(dir, 'ran');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What the shell hands curl, one argument each: `curl` is a function that prints them. */
  function pasted(command: string): string[] {
    const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${command}\n`;
    const run = spawnSync('/bin/sh', ['-c', script], {
      cwd: dir,
      env: { PATH: '/usr/bin:/bin', TOKEN: 'tok-123', CANARY: canary },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout.split('\0').slice(0, -1);
  }

  // Every character a shell treats specially, and commands that would leave the canary behind.
  const hostile = fc.oneof(
    fc.string({
      unit: fc.constantFrom(...'$`\'"\\;|&<>(){}[]*?!#~ \n\t\u2009=%^abc-:/.'.split('')),
    }),
    fc.constantFrom(
      '$(touch "$CANARY")',
      '`touch "$CANARY"`',
      '\'; touch "$CANARY"; echo \'',
      '"; touch "$CANARY"; echo "',
      '\n touch "$CANARY" \\\n',
      '${CANARY}',
      'POST $(touch /tmp/x) -o /dev/null',
    ),
  );

  it('runs nothing and hands curl every method, URL, header and body exactly', () => {
    fc.assert(
      fc.property(
        hostile,
        hostile,
        fc.dictionary(
          hostile.filter((k) => k !== '' && k.toLowerCase() !== 'authorization'),
          hostile,
          { maxKeys: 3 },
        ),
        hostile,
        (method, url, headers, note) => {
          // The schema reads such a method as UNKNOWN; the quoting must hold even without it.
          const begin = beginWith({
            method: method as JournalBegin['request']['method'],
            url,
            headers,
            body: { note },
          });
          const args = pasted(curlOf(begin));
          const redacted = redactValue(headers) as Record<string, string>;
          expect(args).toEqual([
            '--globoff',
            '-X',
            method,
            redactText(url),
            ...Object.entries(redacted).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
            '-H',
            'Authorization: Bearer tok-123',
            '--data-raw',
            JSON.stringify(redactValue({ note })),
          ]);
          expect(existsSync(canary)).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  }, 120_000);
});

// curl itself, where the machine has it: the shell test above stands in a function for curl, which
// cannot see that curl expands `[…]` in a URL and refuses `[REDACTED]` as a bad range.
it.skipIf(!existsSync('/usr/bin/curl') || process.platform === 'win32')(
  'a command with the redaction marker in its URL, a header and the body runs in curl as pasted',
  async () => {
    let seen: { url?: string; header?: string; body: string } = { body: '' };
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen = { url: request.url, header: request.headers['x-api-key'] as string, body };
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const command = curlOf(
        beginWith({
          url: `http://127.0.0.1:${port}/v1/payments?client_secret=Zq8vT3kW9pL&page={1}`,
          headers: { 'x-api-key': 'Zq8vT3kW9pL' },
          body: { note: '[REDACTED]', client_secret: 'Zq8vT3kW9pL' },
        }),
      );
      expect(command).toContain('[REDACTED]');
      const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          '/bin/sh',
          ['-c', `${command} --silent --show-error --max-time 5`],
          { env: { PATH: '/usr/bin:/bin', TOKEN: 'tok-123' } },
          (error, _stdout, stderr) => resolve({ code: error ? (child.exitCode ?? 1) : 0, stderr }),
        );
      });
      expect(run).toEqual({ code: 0, stderr: '' });
      expect(seen.url).toBe('/v1/payments?client_secret=[REDACTED]&page={1}');
      expect(seen.header).toBe('[REDACTED]');
      expect(JSON.parse(seen.body)).toEqual({ note: '[REDACTED]', client_secret: '[REDACTED]' });
    } finally {
      server.close();
    }
  },
);
