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

it('a lone surrogate becomes its visible escape; a whole character and typed text are kept', () => {
  const value = { a: 'half \ud800 x', b: 'end \udfff', c: 'ok 👩‍💻', d: 'typed \\ud800' };
  const json = storableJson(JSON.stringify(value));
  expect(json).not.toMatch(/(?<!\\)(?:\\\\)*\\ud[89a-f]/i);
  expect(JSON.parse(json)).toEqual({
    a: 'half \\ud800 x',
    b: 'end \\udfff',
    c: 'ok 👩‍💻',
    d: 'typed \\ud800',
  });
  expect(storableText('qa\ud800')).toBe('qa\\ud800');
  expect(storableText('\udc00qa 👩‍💻')).toBe('\\udc00qa 👩‍💻');
});
