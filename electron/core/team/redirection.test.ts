import { describe, expect, it } from 'vitest';
import { readStoreUrl } from './connection';
import { redirectionOf } from './redirection';

const at = (url: string) => readStoreUrl(url).destination;
const STORE = 'postgres://console_writer@db.example.com:5432/payments?sslmode=verify-full';

describe('redirectionOf: when the audit trail would go somewhere the person did not choose', () => {
  it('a first connection is always a choice to confirm', () => {
    expect(redirectionOf(undefined, at(STORE), 'en')).toEqual({
      operation: 'Ship the audit trail to a team store',
      changes: [],
    });
  });

  it('the same destination, with a password or stronger TLS, is not', () => {
    const same = (before: string, after: string) => redirectionOf(at(before), at(after), 'en');
    expect(same(STORE, STORE.replace('console_writer', 'console_writer:pw'))).toBe(undefined);
    expect(same(STORE.replace('verify-full', 'verify-ca'), STORE)).toBe(undefined);
    expect(same(STORE, STORE.replace('verify-full', 'require'))).toBe(undefined);
  });

  it('another host, port, database or user is a move, each said', () => {
    const moved = redirectionOf(
      at(STORE),
      at('postgres://reader@db2.example.com:6543/other?sslmode=verify-full'),
      'en',
    );
    expect(moved).toEqual({
      operation: 'Ship the audit trail to another team store',
      changes: [
        'Host db.example.com → db2.example.com',
        'Port 5432 → 6543',
        'Database payments → other',
        'User console_writer → reader',
      ],
    });
  });

  it('a weaker TLS check or another CA on the same server is a weakening', () => {
    expect(redirectionOf(at(STORE), at(STORE.replace('verify-full', 'verify-ca')), 'en')).toEqual({
      operation: 'Check the team store’s server less strictly',
      changes: ['Encryption TLS, certificate and host name checked → TLS, certificate checked'],
    });
    expect(redirectionOf(at(STORE), at(`${STORE}&sslrootcert=/tmp/other-ca.pem`), 'en')).toEqual({
      operation: 'Check the team store’s server less strictly',
      changes: ['CA the system’s → /tmp/other-ca.pem'],
    });
    const local = 'postgres://console_writer@127.0.0.1:5432/payments';
    expect(redirectionOf(at(`${local}?sslmode=require`), at(local), 'en')?.changes).toEqual([
      'Encryption TLS, certificate not checked → no TLS (unencrypted)',
    ]);
  });

  it('words each change in the language of the person who confirms, the facts left as read', () => {
    expect(redirectionOf(undefined, at(STORE), 'es')?.operation).toBe(
      'Enviar el registro de auditoría a un almacén del equipo',
    );
    expect(
      redirectionOf(
        at(STORE),
        at(
          'postgres://reader@db2.example.com:6543/other?sslmode=verify-ca&sslrootcert=/tmp/ca.pem',
        ),
        'es',
      ),
    ).toEqual({
      operation: 'Enviar el registro de auditoría a otro almacén del equipo',
      changes: [
        'Servidor db.example.com → db2.example.com',
        'Puerto 5432 → 6543',
        'Base de datos payments → other',
        'Usuario console_writer → reader',
        'Cifrado TLS con el certificado y el nombre del servidor verificados → TLS con el certificado verificado',
        'CA la del sistema → /tmp/ca.pem',
      ],
    });
    expect(redirectionOf(at(STORE), at(STORE.replace('verify-full', 'verify-ca')), 'es')).toEqual({
      operation: 'Verificar con menos rigor el servidor del almacén del equipo',
      changes: [
        'Cifrado TLS con el certificado y el nombre del servidor verificados → TLS con el certificado verificado',
      ],
    });
    const local = 'postgres://console_writer@127.0.0.1:5432/payments';
    expect(redirectionOf(at(`${local}?sslmode=require`), at(local), 'es')?.changes).toEqual([
      'Cifrado TLS sin verificar el certificado → sin TLS (sin cifrar)',
    ]);
  });
});
