import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../shared/validation-words';
import { describeStoreError, parseStoreUrl, readStoreUrl, StoreUrlError } from './connection';

describe('the team store URL', () => {
  it('takes the password out of the URL people see and save', () => {
    const parsed = parseStoreUrl('postgres://console_writer:s3cr%40t@127.0.0.1:5433/team');
    expect(parsed.display).toBe('postgres://console_writer@127.0.0.1:5433/team');
    expect(parsed.password).toBe('s3cr@t');
    expect(parsed.config).toMatchObject({
      host: '127.0.0.1',
      port: 5433,
      user: 'console_writer',
      database: 'team',
    });
    expect(parsed.config).not.toHaveProperty('ssl');
  });

  it('takes libpq’s ?password= out as well, so it is sealed and never saved or shown', () => {
    const parsed = parseStoreUrl(
      'postgres://till@db.example.com/team?password=qu3ry-pw&sslmode=verify-full',
    );
    expect(parsed.password).toBe('qu3ry-pw');
    expect(parsed.display).toBe('postgres://till@db.example.com/team?sslmode=verify-full');
    expect(
      parseStoreUrl('postgres://till@127.0.0.1/team?sslpassword=k3y-pw&sslmode=require').display,
    ).toBe('postgres://till@127.0.0.1/team?sslmode=require');
  });

  it('requires TLS with a verified certificate for a server on another machine', () => {
    expect(() => parseStoreUrl('postgres://w@db.example.com/team')).toThrow(
      /not on this machine: add \?sslmode=verify-full/,
    );
    expect(() => parseStoreUrl('postgres://w@db.example.com/team?sslmode=prefer')).toThrow(
      /not on this machine/,
    );
    for (const mode of ['require', 'verify-full']) {
      const parsed = parseStoreUrl(`postgres://w@db.example.com/team?sslmode=${mode}`);
      expect(parsed.config.ssl).toEqual({ rejectUnauthorized: true });
    }
    const chainOnly = parseStoreUrl('postgres://w@db.example.com/team?sslmode=verify-ca');
    expect(chainOnly.config.ssl).toMatchObject({ rejectUnauthorized: true });
    expect(() =>
      parseStoreUrl('postgres://w@db.example.com/team?sslmode=verify-full&sslrootcert=/nope.pem'),
    ).toThrow(/sslrootcert=\/nope.pem cannot be read/);
  });

  it('lets this machine go without TLS: loopback addresses and Unix sockets', () => {
    for (const url of [
      'postgres://w@localhost/team',
      'postgres://w@127.0.0.2:5432/team',
      'postgres://w@[::1]:5432/team',
      'postgres://w@%2Fvar%2Frun%2Fpostgresql/team',
      'postgres://w@ignored/team?host=/var/run/postgresql',
    ]) {
      expect(parseStoreUrl(url).config.ssl, url).toBeUndefined();
    }
    expect(parseStoreUrl('postgres://w@[::1]/team').config.host).toBe('::1');
    expect(parseStoreUrl('postgres://w@%2Ftmp%2Fpg/team').config.host).toBe('/tmp/pg');
  });

  it('refuses what is not a PostgreSQL URL with a user, in words', () => {
    expect(() => parseStoreUrl('mysql://w@localhost/team')).toThrow(/postgres:\/\//);
    expect(() => parseStoreUrl('not a url')).toThrow(/not a URL/);
    expect(() => parseStoreUrl('postgres://localhost/team')).toThrow(/names no user/);
    expect(() => parseStoreUrl('postgres://w@localhost/team?sslmode=sometimes')).toThrow(
      /sslmode=sometimes/,
    );
  });

  it('names each refusal as a reason the page says in Spanish at the URL field', () => {
    const spanish = (url: string) => {
      try {
        readStoreUrl(url);
      } catch (error) {
        expect(error).toBeInstanceOf(StoreUrlError);
        return fieldText((error as StoreUrlError).field, 'es');
      }
      throw new Error(`${url} was taken`);
    };
    expect(spanish('not a url')).toBe(
      'La URL del almacén del equipo no es una URL: escriba postgres://usuario@servidor/base',
    );
    expect(spanish('mysql://w@localhost/team')).toBe('Use una URL postgres://');
    expect(spanish('postgres://localhost/team')).toMatch(/no indica un usuario/);
    expect(spanish('postgres://w@localhost/team?sslmode=sometimes')).toBe(
      'sslmode=sometimes no es uno que esta consola conozca',
    );
    expect(spanish('postgres://w@db.example.com/team')).toMatch(
      /^El almacén del equipo en db\.example\.com no está en este equipo/,
    );
  });

  it('defaults the database to the user name, as libpq does', () => {
    expect(parseStoreUrl('postgresql://auditor@localhost').config.database).toBe('auditor');
  });
});

describe('store errors in words', () => {
  it('names its reason for the page and keeps the socket code apart, English for the log', () => {
    expect(describeStoreError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toEqual({
      code: 'network',
      message: 'The team store cannot be reached (ECONNREFUSED)',
      reason: 'store_unreachable',
      detail: 'ECONNREFUSED',
    });
  });

  it('tells unreachable, refused credentials and missing grants apart', () => {
    expect(describeStoreError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })).code).toBe(
      'network',
    );
    expect(describeStoreError(Object.assign(new Error('x'), { code: '28P01' })).code).toBe(
      'unauthorized',
    );
    expect(
      describeStoreError(Object.assign(new Error('permission denied'), { code: '42501' })),
    ).toEqual({
      code: 'forbidden',
      message: 'The team store refused: permission denied',
      reason: 'store_forbidden',
      params: { message: 'permission denied' },
    });
    // pg's own errors carry no SQLSTATE: the connection broke, the server did not answer.
    expect(
      describeStoreError(
        new Error('Client has encountered a connection error and is not queryable'),
      ).code,
    ).toBe('network');
    expect(describeStoreError(Object.assign(new Error('boom'), { code: 'XX000' })).code).toBe(
      'server',
    );
  });

  it('says a saved URL it will not use by the URL field’s reason, not only main’s English', () => {
    const field = 'validation.teamRemoteNeedsTls {"host":"db.example.com"}';
    let refused: unknown;
    try {
      parseStoreUrl('postgres://till@db.example.com/team');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StoreUrlError);
    expect(describeStoreError(refused)).toEqual({
      code: 'validation',
      message: `The team store’s URL is not used: ${fieldText(field)}`,
      reason: 'store_url_refused',
      params: { why: fieldText(field), field },
    });
  });
});
