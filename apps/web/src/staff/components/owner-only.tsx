import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useStaffMember } from '../lib/session';
import { ConsolePageHead, Notice } from './console-page';

/**
 * A page only an owner uses: a member of staff who finds its address is told so. It shows its
 * children, or the route's page under it.
 */
export function OwnerOnly({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const me = useStaffMember();
  if (me.role === 'owner') return children ?? <Outlet />;
  return (
    <>
      <title>{`${title} · Roast console`}</title>
      <ConsolePageHead title={title} />
      <Notice tone="info">{message}</Notice>
    </>
  );
}
