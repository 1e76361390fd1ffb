import { invitationSchema, memberPatchSchema, type StaffMember, type StaffRole } from '@roast/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { useFieldErrors } from '../../../lib/forms';
import { Notice } from '../../components/console-page';
import { fieldRefusal, messageOf } from '../../lib/api';
import { autofocus } from '../../lib/focus';
import type { StaffOutlet } from '../../lib/outlets';
import { useInvite, type useSendLink, useUpdateMember, type LinkAnswer } from './api/members';
import { CopyLink } from './copy-link';
import { OutletsField, RoleField } from './member-fields';
import styles from './members.module.css';

const chosenOutlets = (form: FormData) => form.getAll('outlets').map(String);

const INVITE_FIELDS = ['name', 'email', 'role', 'outlets'] as const;
const EDIT_FIELDS = ['role', 'outlets'] as const;
const LABELS = { name: 'Name', email: 'Email', role: 'Role', outlets: 'Outlets' };

/** Inviting a colleague: who they are and where they work; then the link the server mailed them. */
export function InviteDialog({
  open,
  onClose,
  outlets,
}: {
  open: boolean;
  onClose: () => void;
  outlets: StaffOutlet[];
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Invite a colleague" width={560}>
      <InviteFlow outlets={outlets} onDone={onClose} />
    </Dialog>
  );
}

function InviteFlow({ outlets, onDone }: { outlets: StaffOutlet[]; onDone: () => void }) {
  const { formRef, errors, check, show } = useFieldErrors<(typeof INVITE_FIELDS)[number]>();
  const [role, setRole] = useState<StaffRole>('staff');
  const [sent, setSent] = useState<LinkAnswer | null>(null);
  const invite = useInvite();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = check(invitationSchema, {
      name: form.get('name'),
      email: form.get('email'),
      role,
      outlets: role === 'staff' ? chosenOutlets(form) : [],
    });
    if (!body) return;
    try {
      setSent(await invite.mutateAsync(body));
    } catch (error) {
      const onField = fieldRefusal(error, INVITE_FIELDS, LABELS);
      if (onField) show(onField);
    }
  }

  if (sent) {
    return (
      <>
        <CopyLink link={sent.link} message={sent.message} />
        <div className={styles.dialogActions}>
          <Button onClick={onDone}>Done</Button>
        </div>
      </>
    );
  }
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>We email them a link to choose a password; you can copy it here as well.</p>
      {invite.isError && !fieldRefusal(invite.error, INVITE_FIELDS) ? (
        <Notice tone="error">{messageOf(invite.error)}</Notice>
      ) : null}
      <Field label="Name" error={errors.name}>
        <input ref={autofocus} name="name" type="text" autoComplete="off" required />
      </Field>
      <Field label="Email" error={errors.email}>
        <input name="email" type="email" autoComplete="off" required />
      </Field>
      <RoleField role={role} onChange={setRole} error={errors.role} />
      <OutletsField outlets={outlets} role={role} chosen={[]} error={errors.outlets} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}

interface MemberDialogProps {
  member: StaffMember | null;
  onClose: () => void;
}

/** A member's role and outlets. */
export function EditMemberDialog({ member, onClose, outlets }: MemberDialogProps & { outlets: StaffOutlet[] }) {
  return (
    <Dialog open={member !== null} onClose={onClose} title={member ? `Edit ${member.name}` : ''} width={560}>
      {member ? <EditMemberForm member={member} outlets={outlets} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditMemberForm({
  member,
  outlets,
  onDone,
}: {
  member: StaffMember;
  outlets: StaffOutlet[];
  onDone: () => void;
}) {
  const { formRef, errors, check, show } = useFieldErrors<(typeof EDIT_FIELDS)[number]>();
  const [role, setRole] = useState<StaffRole>(member.role);
  const update = useUpdateMember();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const patch = check(memberPatchSchema, role === 'owner' ? { role } : { role, outlets: chosenOutlets(form) });
    if (!patch) return;
    try {
      await update.mutateAsync({ id: member._id, ...patch });
      onDone();
    } catch (error) {
      const onField = fieldRefusal(error, EDIT_FIELDS, LABELS);
      if (onField) show(onField);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      {update.isError && !fieldRefusal(update.error, EDIT_FIELDS) ? (
        <Notice tone="error">{messageOf(update.error)}</Notice>
      ) : null}
      <RoleField role={role} onChange={setRole} error={errors.role} />
      <OutletsField outlets={outlets} role={role} chosen={member.outlets} error={errors.outlets} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

/** Deactivating (they are logged out and cannot log in) or reactivating a member, once confirmed. */
export function ActivationDialog({ member, onClose }: MemberDialogProps) {
  const title = member ? `${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}?` : '';
  return (
    <Dialog open={member !== null} onClose={onClose} title={title} width={500}>
      {member ? <ActivationForm member={member} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ActivationForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const update = useUpdateMember();
  const deactivating = member.active;

  async function confirm() {
    try {
      await update.mutateAsync({ id: member._id, active: !member.active });
      onDone();
    } catch {
      // The refusal shows above the buttons.
    }
  }

  return (
    <div>
      <p className={styles.lead}>
        {deactivating
          ? `${member.name} is logged out at once and cannot log in until an owner reactivates them.`
          : `${member.name} can log in again with their password.`}
      </p>
      {update.isError ? <Notice tone="error">{messageOf(update.error)}</Notice> : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          {deactivating ? 'Keep them active' : 'Not now'}
        </Button>
        <Button
          className={deactivating ? styles.danger : undefined}
          disabled={update.isPending}
          onClick={() => void confirm()}
        >
          {update.isPending ? 'Saving…' : deactivating ? 'Deactivate' : 'Reactivate'}
        </Button>
      </div>
    </div>
  );
}

/** A new set-password link for a member, made as the dialog opens (the button that opened it asked for it). */
export function NewLinkDialog({
  member,
  onClose,
  sending,
}: MemberDialogProps & { sending: ReturnType<typeof useSendLink> }) {
  return (
    <Dialog open={member !== null} onClose={onClose} title={member ? `A new link for ${member.name}` : ''} width={560}>
      {sending.isPending ? (
        <p role="status" className={styles.lead}>
          Making a new link…
        </p>
      ) : sending.isError ? (
        <Notice tone="error">{messageOf(sending.error)}</Notice>
      ) : sending.data ? (
        <CopyLink link={sending.data.link} message={sending.data.message} />
      ) : null}
      <div className={styles.dialogActions}>
        <Button onClick={onClose}>Done</Button>
      </div>
    </Dialog>
  );
}
