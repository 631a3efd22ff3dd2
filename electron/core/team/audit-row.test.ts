import { expect, it } from 'vitest';
import { storableJson, storableText } from './audit-row';

it('NUL becomes the visible text \\u0000; a backslash-u text that was already there is kept', () => {
  const value = { a: 'x\u0000y', b: 'typed \\u0000 by hand', c: '\\\u0000' };
  const json = storableJson(JSON.stringify(value));
  expect(json).not.toMatch(/(?<!\\)(?:\\\\)*\\u0000/);
  expect(JSON.parse(json)).toEqual({ a: 'x\\u0000y', b: 'typed \\u0000 by hand', c: '\\\\u0000' });
  expect(storableText('qa\u0000')).toBe('qa\\u0000');
  expect(storableText(null)).toBeNull();
});
