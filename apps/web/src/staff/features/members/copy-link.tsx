import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../components/console-page';
import styles from './members.module.css';

/**
 * A set-password link the server made (and mailed), for the owner to pass on by hand when the mail
 * does not arrive: shown in full, with a button that copies it.
 */
export function CopyLink({ link, message }: { link: string; message: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard here (an http page, a refused permission): the link is selected to copy by hand.
      field.current?.select();
      setCopied('no');
    }
  }

  return (
    <div className={styles.linkBox}>
      <Notice tone="success">{message}</Notice>
      <label htmlFor={id} className={styles.linkLabel}>
        Set-password link
      </label>
      <p className={styles.linkHint}>If the email does not arrive, send them this link yourself. It works once.</p>
      <div className={styles.linkRow}>
        <input
          ref={field}
          id={id}
          className={styles.linkField}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>
          {copied === 'yes' ? <Check aria-hidden="true" size={20} /> : <Copy aria-hidden="true" size={20} />}
          {copied === 'yes' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p role="status" className={styles.copyState}>
        {copied === 'yes'
          ? 'The link is copied.'
          : copied === 'no'
            ? 'Copying did not work here: the link is selected, copy it by hand.'
            : ''}
      </p>
    </div>
  );
}
