import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from './i18n';
import { zodFollowsTheLanguage } from './zod-language';

let stop = () => {};
afterEach(() => stop());

const builtIn = () => z.string().min(3).safeParse('a').error?.issues[0]?.message;

it('words a Zod built-in issue in the chosen language, from its code and params', async () => {
  const i18n = createI18n('es');
  stop = zodFollowsTheLanguage(i18n);
  expect(builtIn()).toBe('Como mínimo 3 caracteres');
  await i18n.changeLanguage('en');
  expect(builtIn()).toBe('At least 3 characters');
});

const first = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

it('says the limits a form can hit in the product’s words, in Spanish and English', async () => {
  const i18n = createI18n('es');
  stop = zodFollowsTheLanguage(i18n);
  const said = () => [
    first(z.string().max(20), 'x'.repeat(21)),
    first(z.string().min(1), ''),
    first(z.number().max(120), 121),
    first(z.number().positive(), 0),
    first(z.object({ name: z.string() }), {}),
    first(z.email(), 'ana'),
  ];
  expect(said()).toEqual([
    'Como máximo 20 caracteres',
    'Complete este campo',
    'Como máximo 120',
    'Más de 0',
    'Complete este campo',
    'Escriba una dirección de correo, p. ej. ana@example.com',
  ]);
  await i18n.changeLanguage('en');
  expect(said()).toEqual([
    'At most 20 characters',
    'Fill in this field',
    'At most 120',
    'More than 0',
    'Fill in this field',
    'Enter an email address, e.g. ana@example.com',
  ]);
});

it('leaves rarer issues to Zod’s words in the chosen language', () => {
  stop = zodFollowsTheLanguage(createI18n('es'));
  expect(first(z.array(z.string()).max(1), ['a', 'b'])).toMatch(/Demasiado grande/);
});

it('leaves a schema’s own message to the schema', () => {
  stop = zodFollowsTheLanguage(createI18n('es'));
  expect(z.string().min(1, 'Enter an id').safeParse('').error?.issues[0]?.message).toBe(
    'Enter an id',
  );
});
