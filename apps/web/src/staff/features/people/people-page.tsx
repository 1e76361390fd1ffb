import { Link, useSearchParams } from 'react-router';
import { ConsolePageHead } from '../../components/console-page';
import { ApplicationsView } from './applications';
import { AttendeesView } from './attendees';
import { MessagesView } from './messages';
import { peopleParams, readPeopleView, VIEWS } from './people-view';
import styles from './people.module.css';

/** Attendees with check-in, job applications and contact messages: the people the cafe deals with. */
export function PeoplePage() {
  const [params] = useSearchParams();
  const view = readPeopleView(params);
  const label = VIEWS.find((each) => each.view === view)?.label ?? 'People';
  return (
    <>
      <title>{`${label} · People · Roast console`}</title>
      <ConsolePageHead title="People" intro="Guests at the door, job applications and messages." />
      <nav aria-label="People" className={styles.views}>
        {VIEWS.map((each) => (
          <Link
            key={each.view}
            to={{ search: peopleParams(each.view).toString() }}
            className={styles.view}
            aria-current={each.view === view ? 'page' : undefined}
          >
            {each.label}
          </Link>
        ))}
      </nav>
      {view === 'attendees' ? <AttendeesView /> : view === 'applications' ? <ApplicationsView /> : <MessagesView />}
    </>
  );
}
