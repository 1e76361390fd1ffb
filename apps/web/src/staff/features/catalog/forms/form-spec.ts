/*
 * What each kind's form shows and sends, as data: its fields in their sections and columns, their
 * labels and hints, the texts the owner may give in Kannada and Hindi, and how each field's value
 * is read from the form into the kind's input. One form draws every kind from this.
 */

import type { CatalogTranslations } from '@roast/domain';
import type { UploadKind } from '../api/upload';
import { allOf, checked, imageOf, linesOf, numberOf, numberOrNull, text, withTranslations } from './form-values';

/** How a field's value goes from the form into the input, when not the way its type reads. */
export type Reader = (form: FormData, name: string) => unknown;

interface Labelled<Name extends string> {
  /** The input's field, which the form's control is named after and the server's refusals name. */
  name: Name;
  label: string;
  hint?: string;
  read?: Reader;
}

/** One control of a form, by the kind of value it takes. */
export type FieldSpec<Name extends string = string> =
  /** A line of text; `url` and `date` take a web address and a day. */
  | (Labelled<Name> & { type: 'text'; input?: 'url' | 'date'; initial?: string })
  /** A few sentences. */
  | (Labelled<Name> & { type: 'paragraph' })
  /** One of a few choices; `placeholder` asks for one where a new item has none yet. */
  | (Labelled<Name> & {
      type: 'choice';
      choices: readonly { value: string | number; label: string }[];
      placeholder?: string;
      initial?: string;
    })
  /** An amount in rupees. */
  | (Labelled<Name> & { type: 'rupees' })
  /** A whole number of something: places left. */
  | (Labelled<Name> & { type: 'count'; min: number })
  /** A list, one entry per line. */
  | (Labelled<Name> & { type: 'lines' })
  /** A yes or no; `initial` for a new item. */
  | (Labelled<Name> & { type: 'check'; initial: boolean })
  /** How many hours ahead it must be ordered (`preparationTime`). */
  | { type: 'preparation'; name: Name & 'preparationTime' }
  /** How much of a pickup slot's kitchen it takes (`capacityUnits`). */
  | { type: 'kitchen-units'; name: Name & 'capacityUnits'; hint: string }
  /** Fields side by side where there is room. */
  | { type: 'row'; fields: readonly FieldSpec<Name>[] };

/** A part of a column of the form. */
export type BlockSpec<Name extends string = string> =
  | { type: 'section'; title: string; fields: readonly FieldSpec<Name>[] }
  /** The texts in Kannada and Hindi (`translations`), the form's `translated` fields. */
  | { type: 'translations' }
  /** The outlets that sell it (`storeSelect`). */
  | { type: 'outlets'; name: Name & 'storeSelect' }
  /**
   * A photo, with what it shows in `alt` for people who cannot see it. An `optional` photo left
   * out is null, and so is its description.
   */
  | { type: 'photo'; name: Name; legend: string; shape: UploadKind; alt?: Name; optional?: boolean };

export interface FormSpec<Name extends string = string> {
  /** The wide column, then the narrow one beside it (under it on a small screen). */
  columns: readonly [readonly BlockSpec<Name>[], readonly BlockSpec<Name>[]];
  /** The fields the owner may give in Kannada and Hindi; `long` ones take a few lines. */
  translated: readonly { name: Name; label: string; long?: boolean }[];
}

/** A kind's form, its field names checked against the kind's input. */
export const formOf = <Input extends object>(spec: FormSpec<keyof Input & string>): FormSpec => spec;

const READERS: Record<Exclude<FieldSpec['type'], 'row'>, Reader> = {
  text,
  paragraph: text,
  choice: text,
  rupees: numberOf,
  count: numberOf,
  lines: linesOf,
  check: checked,
  preparation: numberOf,
  'kitchen-units': numberOrNull,
};

/** Every control of a list of fields, rows opened up. */
export const controlsOf = (fields: readonly FieldSpec[]): Exclude<FieldSpec, { type: 'row' }>[] =>
  fields.flatMap((field) => (field.type === 'row' ? controlsOf(field.fields) : [field]));

function readBlock(block: BlockSpec, form: FormData): [string, unknown][] {
  switch (block.type) {
    case 'section':
      return controlsOf(block.fields).map((field) => [
        field.name,
        ('read' in field && field.read ? field.read : READERS[field.type])(form, field.name),
      ]);
    case 'translations':
      return [];
    case 'outlets':
      return [[block.name, allOf(form, block.name)]];
    case 'photo': {
      // An optional photo left out is null; a missing one that is needed is for the schema to name.
      const image = block.optional ? text(form, block.name) || null : imageOf(form, block.name);
      if (!block.alt) return [[block.name, image]];
      // A photo left out has no description either.
      const alt = block.optional && !image ? null : text(form, block.alt);
      return [
        [block.name, image],
        [block.alt, alt],
      ];
    }
  }
}

/** The kind's input as the form's fields hold it, with the owner's Kannada and Hindi texts over `before`. */
export function readerOf(
  spec: FormSpec,
  before: CatalogTranslations | undefined,
): (form: FormData) => Record<string, unknown> {
  const blocks = spec.columns.flat();
  return withTranslations(
    (form) => Object.fromEntries(blocks.flatMap((block) => readBlock(block, form))),
    spec.translated,
    before,
  );
}

/** What a form calls each of its fields ('1 kg price'), for a refusal that names one. */
export function labelsOf(spec: FormSpec): Record<string, string> {
  const labels = (block: BlockSpec): [string, string][] => {
    switch (block.type) {
      case 'section':
        return controlsOf(block.fields).map((field) => [
          field.name,
          'label' in field ? field.label : FIXED[field.type],
        ]);
      case 'outlets':
        return [[block.name, 'Where it is sold']];
      case 'photo':
        return [
          [block.name, block.legend],
          ...(block.alt ? [[block.alt, 'Photo description'] as [string, string]] : []),
        ];
      case 'translations':
        return [];
    }
  };
  return Object.fromEntries(spec.columns.flat().flatMap(labels));
}

/** The labels of the controls a form draws the same way for every kind. */
const FIXED: Record<'preparation' | 'kitchen-units', string> = {
  preparation: 'Preparation time',
  'kitchen-units': 'Kitchen units',
};

/** The photos of a form, each as the item has it (null for a new one). */
export const photosOf = (
  spec: FormSpec,
  item: Readonly<Record<string, unknown>> | null,
): Record<string, string | null> =>
  Object.fromEntries(
    spec.columns
      .flat()
      .flatMap((block) =>
        block.type === 'photo' ? [[block.name, (item?.[block.name] as string | null) ?? null]] : [],
      ),
  );
