import { describe, expect, it } from 'vitest';
import { es } from './es';

type Tree = { [key: string]: string | Tree };

function messages(tree: Tree, path: string[] = []): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value] as [string, string]]
      : messages(value, [...path, key]),
  );
}

/*
 * The console speaks to staff as "usted" ("Escriba…", "Revise…"): a "tú" imperative or verb
 * here and there reads as another product's words. These are the forms a request would take.
 */
const TU_FORMS =
  /\b(Escribe|Elige|Pulsa|Haz|Puedes|puedes|Revisa|Usa|Vuelve a intentar|Intenta|Selecciona|Comprueba|Introduce|Ingresa|Indica|Confirma|Cambia|Tienes|tienes|Quieres|quieres|Debes|debes|tu|tus)\b/;

describe('Spanish register', () => {
  const all = messages(es as unknown as Tree);

  it('speaks as usted in every message', () => {
    expect(all.filter(([, text]) => TU_FORMS.test(text))).toEqual([]);
  });

  it('leaves no English term of the trade in a sentence', () => {
    expect(all.filter(([, text]) => /back[ -]office/i.test(text))).toEqual([]);
  });

  it('calls a capture "cobro" as its action and its button do, never "captura"', () => {
    // Parameters ({{captured}}) and the API's field names (capture_mode) are names, not words.
    const words = (text: string) => text.replace(/\{\{\w+\}\}|\b[a-z]+_[a-z_]+\b/g, '');
    expect(all.filter(([, text]) => /captur|captúr/i.test(words(text)))).toEqual([]);
  });

  it('calls the point-of-sale device "la terminal" everywhere, never "el terminal"', () => {
    expect(all.filter(([, text]) => /\b(del|el|al|un|este|ese) terminal/i.test(text))).toEqual([]);
  });

  it('spells the identifier "ID", as "ID de usuario" does, never "Id" or "id"', () => {
    // Parameters ({{id}}) and ids' own prefixes are names, not words.
    const words = (text: string) => text.replace(/\{\{[\w.]+\}\}/g, '');
    expect(all.filter(([, text]) => /(^|[\s(«“])(Id|id)\b(?![-.]\w)/.test(words(text)))).toEqual(
      [],
    );
  });

  it('says "claim" only as the English name beside its Spanish word', () => {
    expect(all.filter(([, text]) => /(?<!_)claim(?!\))/i.test(text))).toEqual([]);
  });
});
