import { expect } from 'vitest';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field marked in error as a screen reader meets it: invalid, and described by the message (after
 * its hint, when it has one).
 */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(new RegExp(`${escaped(message)}$`));
}

/** A field with nothing wrong with it. */
export function expectFieldFine(field: HTMLElement): void {
  expect(field).not.toHaveAttribute('aria-invalid');
}
