import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSchemaMessage } from './refusals';

/** What a domain schema (zod) answers to `safeParse`: the parsed value, or issues by field. */
interface Checkable<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each field, as a form shows it next to the field. */
export function fieldErrorsOf<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form's field errors, checked with the same domain schema the API uses. `check` answers the
 * parsed values, or shows each field's first error and moves focus to the first field in error.
 * `extra` adds errors the schema does not know (a terms box, a file's size).
 */
export function useFieldErrors<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const inWords = useSchemaMessage();

  const show = useCallback((found: FieldErrors<Field>) => {
    // Rendered now, so focus can move to the first field marked invalid.
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);

  const check = useCallback(
    <T>(schema: Checkable<T>, values: unknown, extra: FieldErrors<Field> = {}): T | null => {
      const parsed = schema.safeParse(values);
      // A schema's messages are refusal codes: each is shown in the page's words.
      const issues = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ ...issue, message: inWords(issue.message) }));
      const found = { ...fieldErrorsOf<Field>(issues), ...extra };
      const clean = Object.values(found).every((message) => !message);
      if (parsed.success && clean) {
        setErrors({});
        return parsed.data;
      }
      show(found);
      return null;
    },
    [show, inWords],
  );

  return { formRef, errors, check, show, clear: () => setErrors({}) };
}
