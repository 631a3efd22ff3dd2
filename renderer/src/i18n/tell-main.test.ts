import { expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import { Language } from '../../../shared/schemas/app';
import { installFakeApi } from '../testing/fake-api';
import { chooseLanguage, createI18n } from './i18n';
import { LANGUAGES } from './messages';
import { tellMainTheLanguage } from './tell-main';

it('tells main the page’s language at start and on every change, until stopped', async () => {
  const fake = installFakeApi({ 'app:setLanguage': (input) => ok(input) });
  const i18n = createI18n('es');
  const stop = tellMainTheLanguage(i18n);
  expect(fake.inputsOf('app:setLanguage')).toEqual([{ language: 'es' }]);
  await chooseLanguage(i18n, 'en');
  expect(fake.inputsOf('app:setLanguage')).toEqual([{ language: 'es' }, { language: 'en' }]);
  stop();
  await chooseLanguage(i18n, 'es');
  expect(fake.inputsOf('app:setLanguage')).toHaveLength(2);
});

it('leaves the page working when the bridge is missing', () => {
  Reflect.deleteProperty(window, 'api');
  expect(() => tellMainTheLanguage(createI18n('es'))()).not.toThrow();
});

it('offers exactly the languages main speaks, so every choice reaches main', () => {
  expect([...LANGUAGES]).toEqual(Language.options);
});
