import type { StaffRole } from '@roast/domain';
import { useId } from 'react';
import { fieldStyles } from '../../../components/ui/field';
import type { StaffOutlet } from '../../lib/outlets';
import styles from './members.module.css';

const ROLES: { role: StaffRole; label: string; hint: string }[] = [
  { role: 'staff', label: 'Staff', hint: 'Works the board at the outlets you choose.' },
  { role: 'owner', label: 'Owner', hint: 'Every outlet, and manages members.' },
];

/** Owner or staff. */
export function RoleField({
  role,
  onChange,
  error,
}: {
  role: StaffRole;
  onChange: (role: StaffRole) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Role</legend>
      <div className={styles.roles}>
        {ROLES.map((each) => (
          <label key={each.role} className={styles.roleOption}>
            <input
              type="radio"
              name="role"
              value={each.role}
              checked={role === each.role}
              onChange={() => onChange(each.role)}
              aria-invalid={error ? true : undefined}
            />
            <span>
              <span className={styles.roleName}>{each.label}</span>
              <span className={styles.roleHint}>{each.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The outlets a member of staff works at; an owner works at all of them, so there is nothing to choose. */
export function OutletsField({
  outlets,
  role,
  chosen,
  error,
}: {
  outlets: StaffOutlet[];
  role: StaffRole;
  chosen: string[];
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Outlets</legend>
      {role === 'owner' ? (
        <p className={styles.ownerNote}>An owner works at every outlet.</p>
      ) : (
        <>
          <div className={styles.outletChoices}>
            {outlets.map((outlet) => (
              <label key={outlet._id} className={`${fieldStyles.check} ${styles.outletChoice}`}>
                <input
                  type="checkbox"
                  name="outlets"
                  value={outlet._id}
                  defaultChecked={chosen.includes(outlet._id)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                <span>{outlet.outletName}</span>
              </label>
            ))}
          </div>
          {error ? (
            <p id={errorId} className={fieldStyles.error}>
              {error}
            </p>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
