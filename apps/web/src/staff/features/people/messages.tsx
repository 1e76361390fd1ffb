import type { ReceivedMessage } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Notice } from '../../components/console-page';
import { Switch } from '../../components/switch';
import { messageOf } from '../../lib/api';
import { indiaMoment } from '../../lib/dates';
import { messagesCsv, messagesQuery, PAGE_SIZE, useMarkHandled } from './api/people';
import { CsvLink, pageCount, Pager, phoneHref, phoneWords, rangeWords } from './list-parts';
import { handledOf, peopleParams, readMessageFilter, readPage, type MessageFilter } from './people-view';
import styles from './people.module.css';
import segments from '../../components/segments.module.css';

const FILTERS: { filter: MessageFilter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'open', label: 'To answer' },
  { filter: 'handled', label: 'Handled' },
];

const EMPTY: Record<MessageFilter, string> = {
  all: 'Nobody has written to us yet.',
  open: 'Every message has been answered.',
  handled: 'No message has been marked handled yet.',
};

/** What people sent through the contact form, newest first, to answer and mark handled. */
export function MessagesView() {
  const [params] = useSearchParams();
  const filter = readMessageFilter(params);
  const page = readPage(params);
  const handled = handledOf(filter);
  const list = useQuery(messagesQuery(handled, page));
  const [said, setSaid] = useState('');
  const headingId = useId();
  const show = (choice: MessageFilter, target = 1) =>
    `?${peopleParams('messages', { show: choice === 'all' ? null : choice, page: target })}`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Messages
      </h2>
      <div className={styles.toolbar}>
        <nav aria-label="Show messages" className={segments.segments}>
          {FILTERS.map((each) => (
            <Link
              key={each.filter}
              to={show(each.filter)}
              className={segments.segment}
              aria-current={each.filter === filter ? 'true' : undefined}
            >
              {each.label}
            </Link>
          ))}
        </nav>
        <CsvLink href={messagesCsv(handled)} />
      </div>

      <p role="status" className="visually-hidden">
        {said}
      </p>

      {list.isPending ? (
        <div role="status" className={styles.loading}>
          <span className="visually-hidden">Loading messages…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="10em" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <div className={styles.problem}>
          <Notice tone="error">
            {messageOf(list.error, 'The messages could not be loaded. Check the connection.')}
          </Notice>
          <Button onClick={() => void list.refetch()}>Try again</Button>
        </div>
      ) : list.data.total === 0 ? (
        <p className={styles.empty}>{EMPTY[filter]}</p>
      ) : list.data.data.length === 0 ? (
        <p className={styles.empty}>
          This page is past the end of the list. <Link to={show(filter)}>Go to the first page</Link>
        </p>
      ) : (
        <>
          <p className={styles.listCount} aria-live="polite">
            {list.data.total === 1
              ? '1 message'
              : `${list.data.total} messages · ${rangeWords(list.data.page, PAGE_SIZE, list.data.total)}`}
          </p>
          <ul className={styles.messageList} aria-busy={list.isPlaceholderData}>
            {list.data.data.map((message) => (
              <li key={message._id}>
                <MessageCard message={message} onSaid={setSaid} />
              </li>
            ))}
          </ul>
          <Pager
            label="Pages of messages"
            page={list.data.page}
            pages={pageCount(list.data.total, PAGE_SIZE)}
            to={(target) => show(filter, target)}
          />
        </>
      )}
    </section>
  );
}

/** Who wrote and how they would like an answer; the name is left out where the subject says it already. */
function senderWords({ name, subject, preferredMethod }: ReceivedMessage): string {
  const prefers = preferredMethod ? `prefers a reply by ${preferredMethod.toLowerCase()}` : '';
  if (subject.includes(name)) return prefers ? `${prefers.charAt(0).toUpperCase()}${prefers.slice(1)}` : '';
  return prefers ? `From ${name} · ${prefers}` : `From ${name}`;
}

const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

function MessageCard({ message, onSaid }: { message: ReceivedMessage; onSaid: (words: string) => void }) {
  const titleId = useId();
  const mark = useMarkHandled();
  const firstName = message.name.split(/\s+/)[0] ?? message.name;

  const change = (handled: boolean) => {
    // Kept focusable while saving (a disabled box drops the keyboard's focus); a second tap waits.
    if (mark.isPending) return;
    mark.mutate(
      { id: message._id, handled },
      {
        onSuccess: () =>
          onSaid(
            handled
              ? `The message from ${message.name} is marked handled.`
              : `The message from ${message.name} is back to answer.`,
          ),
      },
    );
  };

  return (
    <article
      className={`${styles.card} ${styles.message} ${message.handled ? styles.messageHandled : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.cardHead}>
        <div>
          <h3 id={titleId} className={styles.cardTitle}>
            {message.subject}
          </h3>
          <p className={styles.cardSub}>{senderWords(message)}</p>
        </div>
        <time className={styles.when} dateTime={message.receivedAt}>
          {indiaMoment(message.receivedAt)}
        </time>
      </div>

      <p className={styles.messageText}>{message.message}</p>

      <div className={styles.replies}>
        <a
          className={styles.reply}
          href={`mailto:${message.email}?subject=${encodeURIComponent(replySubject(message.subject))}`}
        >
          <Mail aria-hidden="true" size={18} />
          <span>
            Email {firstName}
            <span className={styles.replyTo}>{message.email}</span>
          </span>
        </a>
        {message.phone ? (
          <a className={styles.reply} href={phoneHref(message.phone)}>
            <Phone aria-hidden="true" size={18} />
            <span>
              Call {firstName}
              <span className={styles.replyTo}>{phoneWords(message.phone)}</span>
            </span>
          </a>
        ) : null}
      </div>

      <div className={styles.handledRow}>
        <Switch
          label="Handled"
          context={`${message.subject}, from ${message.name}`}
          checked={message.handled}
          onChange={change}
        />
        <p className={styles.handledBy}>
          {mark.isPending
            ? 'Saving…'
            : message.handled
              ? `Handled${message.handledBy ? ` by ${message.handledBy}` : ''}${
                  message.handledAt ? `, ${indiaMoment(message.handledAt)}` : ''
                }`
              : 'Not answered yet'}
        </p>
      </div>
      {mark.isError ? (
        <Notice tone="error" className={styles.cardNotice}>
          {messageOf(mark.error)}
        </Notice>
      ) : null}
    </article>
  );
}
