import type { StaffMember } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Link2, MailCheck, Pencil, Power, UserPlus, UserRoundX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { indiaMoment } from '../../lib/dates';
import { outletsQuery, type StaffOutlet } from '../../lib/outlets';
import { useStaffMember } from '../../lib/session';
import { membersQuery, useSendLink } from './api/members';
import { ActivationDialog, EditMemberDialog, InviteDialog, NewLinkDialog } from './member-dialogs';
import styles from './members.module.css';

/** Who can log in to the console and where they work; only an owner manages them. */
export function MembersPage() {
  const me = useStaffMember();
  return (
    <>
      <title>Members · Roast console</title>
      {me.role === 'owner' ? (
        <Members me={me} />
      ) : (
        <>
          <ConsolePageHead title="Members" />
          <Notice tone="info">Only an owner can manage members.</Notice>
        </>
      )}
    </>
  );
}

/** Owners first, then everyone by name. */
const byRoleAndName = (a: StaffMember, b: StaffMember) =>
  Number(a.role !== 'owner') - Number(b.role !== 'owner') || a.name.localeCompare(b.name);

function Members({ me }: { me: StaffMember }) {
  const members = useQuery(membersQuery);
  const outlets = useQuery(outletsQuery);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [switching, setSwitching] = useState<StaffMember | null>(null);
  const [linkFor, setLinkFor] = useState<StaffMember | null>(null);
  const sendLink = useSendLink();
  const outletList = outlets.data ?? [];

  const newLink = (member: StaffMember) => {
    setLinkFor(member);
    sendLink.mutate(member._id);
  };

  return (
    <>
      <ConsolePageHead
        title="Members"
        intro="Everyone who can log in to the console, and the outlets they work at."
        action={
          <Button onClick={() => setInviting(true)} disabled={!outlets.data}>
            <UserPlus aria-hidden="true" size={20} />
            Invite a colleague
          </Button>
        }
      />
      {members.isPending ? (
        <div role="status" className={styles.list}>
          <span className="visually-hidden">Loading members…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.member} aria-hidden="true">
              <Skeleton width="40%" height="1.4em" />
              <Skeleton width="70%" />
              <Skeleton width="55%" />
            </div>
          ))}
        </div>
      ) : members.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">{messageOf(members.error)}</Notice>
          <Button onClick={() => void members.refetch()}>Try again</Button>
        </div>
      ) : (
        <ul className={styles.list}>
          {[...members.data].sort(byRoleAndName).map((member) => (
            <li key={member._id}>
              <MemberCard
                member={member}
                isMe={member._id === me._id}
                outlets={outletList}
                onEdit={() => setEditing(member)}
                onSwitch={() => setSwitching(member)}
                onNewLink={() => newLink(member)}
              />
            </li>
          ))}
        </ul>
      )}

      <InviteDialog open={inviting} onClose={() => setInviting(false)} outlets={outletList} />
      <EditMemberDialog member={editing} onClose={() => setEditing(null)} outlets={outletList} />
      <ActivationDialog member={switching} onClose={() => setSwitching(null)} />
      <NewLinkDialog
        member={linkFor}
        sending={sendLink}
        onClose={() => {
          setLinkFor(null);
          sendLink.reset();
        }}
      />
    </>
  );
}

function outletNames(member: StaffMember, outlets: StaffOutlet[]): string {
  if (member.role === 'owner') return 'Every outlet';
  if (member.outlets.length === 0) return 'No outlet yet';
  return member.outlets
    .map((id) => outlets.find((outlet) => outlet._id === id)?.outletName ?? 'An outlet no longer listed')
    .join(', ');
}

function MemberState({ member }: { member: StaffMember }) {
  if (!member.active) {
    return (
      <span className={`${styles.state} ${styles.inactive}`}>
        <UserRoundX aria-hidden="true" size={18} />
        Deactivated
      </span>
    );
  }
  if (!member.passwordSet) {
    return (
      <span className={`${styles.state} ${styles.invited}`}>
        <MailCheck aria-hidden="true" size={18} />
        Invitation sent
      </span>
    );
  }
  return (
    <span className={`${styles.state} ${styles.active}`}>
      <CircleCheck aria-hidden="true" size={18} />
      Active
    </span>
  );
}

interface MemberCardProps {
  member: StaffMember;
  isMe: boolean;
  outlets: StaffOutlet[];
  onEdit: () => void;
  onSwitch: () => void;
  onNewLink: () => void;
}

function MemberCard({ member, isMe, outlets, onEdit, onSwitch, onNewLink }: MemberCardProps) {
  const nameId = useId();
  return (
    <article className={`${styles.member} ${member.active ? '' : styles.memberInactive}`} aria-labelledby={nameId}>
      <div className={styles.memberHead}>
        <div>
          <h2 id={nameId} className={styles.memberName}>
            {member.name}
            {isMe ? <span className={styles.you}> (you)</span> : null}
          </h2>
          <p className={styles.email}>{member.email}</p>
        </div>
        <span className={member.role === 'owner' ? styles.owner : styles.staff}>
          {member.role === 'owner' ? 'Owner' : 'Staff'}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Outlets</dt>
          <dd>{outletNames(member, outlets)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <MemberState member={member} />
          </dd>
        </div>
        <div>
          <dt>Last login</dt>
          <dd>{member.lastLoginAt ? indiaMoment(member.lastLoginAt) : 'Never'}</dd>
        </div>
      </dl>
      <div className={styles.memberActions}>
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${member.name}`}>
          <Pencil aria-hidden="true" size={18} />
          Edit
        </Button>
        <Button variant="secondary" onClick={onNewLink} aria-label={`Send a new link to ${member.name}`}>
          <Link2 aria-hidden="true" size={18} />
          Send a new link
        </Button>
        {isMe ? null : (
          <Button
            variant="secondary"
            className={member.active ? styles.deactivate : undefined}
            onClick={onSwitch}
            aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
          >
            <Power aria-hidden="true" size={18} />
            {member.active ? 'Deactivate…' : 'Reactivate…'}
          </Button>
        )}
      </div>
    </article>
  );
}
