import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with a part in bold: 'Ready in <strong>24 hours</strong>.' renders the
 * part between the tags as <strong>, so each language puts the bold words where its grammar wants.
 */
export function withStrong(text: string): ReactNode {
  return text
    .split(/<strong>(.*?)<\/strong>/)
    .map((part, index) =>
      index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
    );
}
