import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScenarioText, loadScenario, scenarioFiles } from './load';

describe('reading scenario files', () => {
  it('gives a schema error at the line of the value it is about', () => {
    const text = [
      'version: 1',
      'name: A bad one',
      'steps:',
      '  - id: auth',
      '    operation: payments:authorise',
      '    input: {}',
      '  - id: read',
      '    operation: payments:get',
      '    expect: { amount: "10.00" }',
    ].join('\n');
    const loaded = loadScenario('scenarios/x.scenario.yaml', text);
    expect(loaded.ok).toBe(false);
    const errors = loaded.ok ? [] : loaded.errors;
    expect(errors[0]).toMatch(
      /x\.scenario\.yaml:5: step “auth”, operation: “payments:authorise” is not one of: /,
    );
    expect(errors[1]).toMatch(/x\.scenario\.yaml:9: step “read”, expect\.amount: .*“10\.00 EUR”/);
  });

  it('refuses a currency and a type the API does not take, each at its line, in both languages', () => {
    const text = [
      'version: 1',
      'name: Bad values',
      'steps:',
      '  - id: auth',
      '    operation: payments:authorize',
      '    input:',
      '      merchant_id: mer-seed-store-1',
      '      instrument: { kind: stored, id: ins-seed-visa-approved }',
      "      amount: '10.00'",
      '      currency: XXX',
      '      type: SALEX',
    ].join('\n');
    const en = checkScenarioText(text, 'en');
    expect(en.ok).toBe(false);
    expect(en.ok ? [] : en.problems).toEqual([
      {
        line: 10,
        message: expect.stringMatching(
          /^step “auth”, input\.currency: The API takes no XXX: use one of USD, EUR, /,
        ) as string,
      },
      {
        line: 11,
        message:
          'step “auth”, input.type: The API takes no type SALEX: use one of SALE, PREAUTHORIZATION',
      },
    ]);
    const es = checkScenarioText(text, 'es');
    expect(es.ok ? [] : es.problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      expect.stringMatching(
        /^10 paso «auth», input\.currency: La API no admite XXX: use una de USD/,
      ),
      '11 paso «auth», input.type: La API no admite el tipo SALEX: use uno de SALE, PREAUTHORIZATION',
    ]);
    const fixed = checkScenarioText(text.replace('XXX', 'USD').replace('SALEX', 'SALE'));
    expect(fixed.ok).toBe(true);
  });

  it('reads JSON as well as YAML, and says where the text itself is broken', () => {
    const json = JSON.stringify({
      version: 1,
      name: 'Read',
      steps: [{ id: 'r', operation: 'payments:get', input: { id: 'pay-1' } }],
    });
    expect(loadScenario('a.scenario.json', json)).toMatchObject({ ok: true });
    const broken = loadScenario('b.scenario.yaml', 'version: 1\nname: [unclosed\nsteps: []');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? [] : broken.errors).toHaveLength(1);
  });

  it('takes from a folder only scenario files, subfolders included, in name order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-files-'));
    mkdirSync(join(dir, 'more'));
    for (const name of [
      'b.scenario.yaml',
      'a.scenario.json',
      'more/c.scenario.yml',
      'scenario.schema.json',
      'notes.yaml',
    ])
      writeFileSync(join(dir, name), '');
    expect(scenarioFiles([dir]).map((f) => f.slice(dir.length + 1))).toEqual([
      'a.scenario.json',
      'b.scenario.yaml',
      'more/c.scenario.yml',
    ]);
  });
});
