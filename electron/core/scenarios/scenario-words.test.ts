import { describe, expect, it } from 'vitest';
import { outcomeWord, scenarioWords } from './scenario-words';

describe('the scenario runner’s terminal words', () => {
  it('says a step’s outcome in Spanish as Activity does, not the English word it was judged by', () => {
    const es = scenarioWords('es');
    expect(outcomeWord(es, 'succeeded')).toBe('realizada');
    expect(outcomeWord(es, 'unknown')).toBe('desconocido');
    expect(outcomeWord(scenarioWords('en'), 'succeeded')).toBe('succeeded');
    expect(outcomeWord(es, 'something_new')).toBe('something_new');
  });

  it('writes a run’s duration with the language’s decimal mark', () => {
    const es = scenarioWords('es');
    const en = scenarioWords('en');
    expect(es.summary(1, 0, 0, 3, es.seconds(420))).toBe(
      'correctos: 1, fallidos: 0, omitidos: 0 (pasos: 3, 0,4 s)',
    );
    expect(en.summary(1, 0, 0, 3, en.seconds(420))).toBe(
      '1 passed, 0 failed, 0 skipped (3 steps, 0.4 s)',
    );
  });

  it('says an amount «monto», the glossary’s word for payments, never «importe»', () => {
    const es = scenarioWords('es');
    expect(es.mismatch('capture', es.judged.amount, '10,00 EUR', '12,00 EUR')).toBe(
      'paso capture: monto esperado 10,00 EUR, recibido 12,00 EUR',
    );
    const said = Object.values(es).map((word: unknown) =>
      typeof word === 'function' ? (word as (...a: string[]) => string)('a', 'b', 'c', 'd') : word,
    );
    expect(JSON.stringify(said)).not.toMatch(/importe/i);
  });
});
