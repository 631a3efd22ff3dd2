/*
 * Test helper (no tests here): a self-signed X.509 certificate made with node:crypto alone, so
 * the TLS stage of the connection test runs against a real TLS server without openssl or a
 * package. Node can make keys and sign but has no certificate builder, so the DER is written
 * by hand: a minimal v3 certificate, ECDSA P-256 / SHA-256, with a subjectAltName.
 */
import { generateKeyPairSync, sign, X509Certificate } from 'node:crypto';

function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
}

const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const octets = (content: Buffer) => der(0x04, content);
const explicit = (n: number, content: Buffer) => der(0xa0 + n, content);

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const value of rest) {
    const chunk = [value & 0x7f];
    for (let v = value >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

function integer(value: Buffer): Buffer {
  // DER integers are signed: a leading 1 bit needs a zero byte in front to stay positive.
  return der(0x02, value[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
}

/** UTCTime, YYMMDDHHMMSSZ (valid for years up to 2049). */
function utcTime(date: Date): Buffer {
  const iso = date.toISOString();
  const text = iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(11, 13);
  return der(0x17, Buffer.from(`${text}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`, 'ascii'));
}

export interface TestCertificate {
  key: string;
  cert: string;
}

/** A certificate for `127.0.0.1` (IP SAN) and `localhost` (DNS SAN), valid for `validDays`. */
export function selfSignedCertificate(
  options: { commonName?: string; validFrom?: Date; validDays?: number } = {},
): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const name = seq(set(seq(oid('2.5.4.3'), utf8(options.commonName ?? 'console-test'))));
  const from = options.validFrom ?? new Date(Date.now() - 60_000);
  const until = new Date(from.getTime() + (options.validDays ?? 1) * 86_400_000);
  const altNames = seq(
    der(0x87, Buffer.from([127, 0, 0, 1])), // [7] iPAddress
    der(0x82, Buffer.from('localhost', 'ascii')), // [2] dNSName
  );
  const extensions = explicit(3, seq(seq(oid('2.5.29.17'), octets(altNames))));
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))), // version 3
    integer(Buffer.from([0x01, 0x23, 0x45, 0x67])),
    ecdsaWithSha256,
    name,
    seq(utcTime(from), utcTime(until)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(
    tbs,
    ecdsaWithSha256,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const cert = `-----BEGIN CERTIFICATE-----\n${certificate
    .toString('base64')
    .replace(/.{64}/g, '$&\n')
    .replace(/\n?$/, '\n')}-----END CERTIFICATE-----\n`;
  new X509Certificate(cert); // throws if the DER above is malformed
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert };
}
