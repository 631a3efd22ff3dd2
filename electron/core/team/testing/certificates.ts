/*
 * Test helper (no tests here): a throwaway certificate authority and a server certificate it
 * signed for localhost and 127.0.0.1, made with the openssl command line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  caCert: string;
  serverCert: string;
  serverKey: string;
}

export function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'team-tls-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=Test CA',
      '-keyout',
      at('ca.key'),
      '-out',
      at('ca.crt'),
    );
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-keyout',
      at('server.key'),
      '-out',
      at('server.csr'),
    );
    writeFileSync(at('san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
    openssl(
      'x509',
      '-req',
      '-in',
      at('server.csr'),
      '-CA',
      at('ca.crt'),
      '-CAkey',
      at('ca.key'),
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      at('san.ext'),
      '-out',
      at('server.crt'),
    );
    return {
      caCert: readFileSync(at('ca.crt'), 'utf8'),
      serverCert: readFileSync(at('server.crt'), 'utf8'),
      serverKey: readFileSync(at('server.key'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
