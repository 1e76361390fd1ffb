import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '../index';
import {
  parseCoded,
  PHRASES,
  REFUSAL_LANGUAGES,
  REFUSALS,
  type PhraseParam,
  type RefusalParam,
  type Texts,
} from './index';

/** What zod keeps of a schema: its kind, its own message, its checks and the schemas inside it. */
interface Def {
  type: string;
  error?: (issue: object) => unknown;
  checks?: { _zod: { def: { error?: (issue: object) => unknown } } }[];
  [part: string]: unknown;
}

const defOf = (value: unknown): Def | undefined => (value as { _zod?: { def?: Def } } | null)?._zod?.def;

const said = (error: Def['error']) => {
  const message = error?.({});
  return typeof message === 'string' ? message : (message as { message?: string } | undefined)?.message;
};

/** Every message written into a schema and the schemas inside it (zod's own words are left out). */
function messagesOf(schema: unknown, seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const own = [said(def.error), ...(def.checks ?? []).map((check) => said(check._zod.def.error))];
  const inner = [
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
    ...((def.items as unknown[] | undefined) ?? []),
    def.element,
    def.keyType,
    def.valueType,
    def.innerType,
    def.in,
    def.out,
    def.left,
    def.right,
    def.rest,
  ];
  return [
    ...own.filter((message): message is string => message !== undefined),
    ...inner.flatMap((part) => messagesOf(part, seen)),
  ];
}

/** The domain's schemas, by their exported names (a record of schemas, like `CATALOG_INPUTS`, opened up). */
const schemas = Object.entries(domain).flatMap(([name, value]): [string, unknown][] => {
  if (defOf(value)) return [[name, value]];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .filter(([, each]) => defOf(each))
      .map(([key, each]): [string, unknown] => [`${name}.${key}`, each]);
  }
  return [];
});

/** The rules written as functions (superRefine), which no walk can read: payloads that break each. */
const cake = {
  name: 'Truffle',
  category: 3,
  description: 'Dark chocolate.',
  smalldesc: 'Dark.',
  content: ['Ganache'],
  pricePerlarge: 1200,
  weightPerlarge: '1 kg',
  portions: '8 people',
  preparationTime: 24,
  storeSelect: ['Roast CCX'],
  isveg: 'EGG',
  img: 'truffle-800.webp',
  imgAlt: 'A truffle cake',
};
const FUNCTION_RULES: [z.ZodType, unknown][] = [
  [domain.cakeInputSchema, { ...cake, pricePermedium: 900 }],
  [domain.invitationSchema, { email: 'asha@example.com', name: 'Asha', role: 'staff', outlets: [] }],
  [domain.memberPatchSchema, { role: 'staff', outlets: [] }],
  [domain.orderMoveSchema, { status: 'Picked up' }],
  [domain.orderMoveSchema, { status: 'Cancelled' }],
  [domain.contactSchema, { name: 'Asha', to: 'asha@example.com', message: 'Hello' }],
];

/** Why a message is not one of the catalog's codes with a text in every language, or null. */
function lack(message: string): string | null {
  const coded = parseCoded(message);
  if (!coded) return 'is not a refusal code';
  const texts = (REFUSALS as Record<string, Texts>)[coded.code];
  if (!texts) return `names ${coded.code}, which the catalog lacks`;
  const missing = REFUSAL_LANGUAGES.filter((language) => !texts[language]?.trim());
  if (missing.length > 0) return `has no ${missing.join(', ')} text`;
  const phrases = Object.values(coded.params).filter(
    (param: RefusalParam): param is PhraseParam => typeof param === 'object',
  );
  const unknown = phrases.find((phrase) => !Object.hasOwn(PHRASES, phrase.code));
  return unknown ? `puts in ${unknown.code}, which is not a phrase` : null;
}

describe("the domain's schemas", () => {
  it('are found, so the checks below read them all', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(messagesOf(domain.cakeInputSchema)).toEqual(
      expect.arrayContaining(['photo_not_chosen', 'category_not_chosen', 'text_missing?what=@noun_name']),
    );
  });

  it('say every refusal with a code of the catalog, which has a text for it in every language', () => {
    const wrong = schemas.flatMap(([name, schema]) =>
      messagesOf(schema).flatMap((message) => {
        const why = lack(message);
        return why ? [`${name}: '${message}' ${why}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('say the rules written as functions with codes too', () => {
    const wrong = FUNCTION_RULES.flatMap(([schema, payload]) => {
      const issues = schema.safeParse(payload).error?.issues.filter((issue) => issue.code === 'custom') ?? [];
      expect(issues.length, `a rule refuses ${JSON.stringify(payload)}`).toBeGreaterThan(0);
      return issues.flatMap((issue) => {
        const why = lack(issue.message);
        return why ? [`${issue.path.join('.')}: '${issue.message}' ${why}`] : [];
      });
    });
    expect(wrong).toEqual([]);
  });
});
