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
  expect(builtIn()).toMatch(/Demasiado pequeño/);
  expect(builtIn()).toContain('3');
  await i18n.changeLanguage('en');
  expect(builtIn()).toMatch(/Too small/);
});

it('leaves a schema’s own message to the schema', () => {
  stop = zodFollowsTheLanguage(createI18n('es'));
  expect(z.string().min(1, 'Enter an id').safeParse('').error?.issues[0]?.message).toBe(
    'Enter an id',
  );
});
