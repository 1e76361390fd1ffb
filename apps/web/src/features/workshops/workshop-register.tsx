import type { Workshop } from '@roast/domain';
import { Button, SoldOutButton } from '../../components/ui/button';

/** The workshop page's register button. Registration (login, then payment) arrives in a later change. */
export function WorkshopRegister({ workshop }: { workshop: Workshop }) {
  if (!workshop.isActive) return <SoldOutButton block>REGISTRATION CLOSED</SoldOutButton>;
  if (workshop.slots <= 0) return <SoldOutButton block>SOLD OUT</SoldOutButton>;
  return <Button block>REGISTER NOW</Button>;
}
