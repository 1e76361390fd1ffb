import { useQuery } from '@tanstack/react-query';
import { activeSessions } from '../../components/sessions/session';
import { SessionList } from '../../components/sessions/session-list';
import { ButtonLink } from '../../components/ui/button';
import { PageBody, PageHeader } from '../../components/ui/page';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { WORKSHOP_KIND } from './workshop-kind';
import styles from './workshops-page.module.css';

export function WorkshopsPage() {
  const workshops = useQuery({ ...catalogQueries.workshops(), select: activeSessions });

  return (
    <>
      <title>Workshops | Roast</title>
      <PageHeader
        eyebrow="Events & Workshops"
        title="Workshops"
        intro="Hands-on classes in our kitchens. Small groups, everything provided, and you take home what you make."
      />
      <PageBody>
        <SessionList
          query={workshops}
          kind={WORKSHOP_KIND}
          action={{ label: 'Enroll Now', join: 'in' }}
          empty="Workshops are taking a break, we'll be back before you know it!"
        />

        <section className={styles.promo} aria-labelledby="workshops-events">
          <div>
            <h2 id="workshops-events">Looking for an evening out?</h2>
            <p>Open mic nights, jazz, coffee cuppings and book club brunches at our cafes.</p>
          </div>
          <ButtonLink to={paths.events} variant="secondary">
            See our events
          </ButtonLink>
        </section>
      </PageBody>
    </>
  );
}
