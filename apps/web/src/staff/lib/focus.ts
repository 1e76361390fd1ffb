/**
 * Marks the control a dialog should focus when it opens. showModal() focuses the first element
 * with the autofocus attribute, but React's `autoFocus` only calls focus() as the element mounts,
 * before the dialog is open, and never writes the attribute.
 */
export function autofocus(element: HTMLElement | null): void {
  element?.setAttribute('autofocus', '');
}
