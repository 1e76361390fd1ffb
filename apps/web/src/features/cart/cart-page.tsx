import { ButtonLink } from '../../components/ui/button';
import { EmptyState, PageBody, PageHeader } from '../../components/ui/page';
import { paths } from '../../lib/paths';

export function CartPage() {
  return (
    <>
      <title>Your cart | Roast</title>
      <PageHeader eyebrow="Cart" title="Your cart" />
      <PageBody>
        <EmptyState action={<ButtonLink to={paths.cakes}>Browse cakes</ButtonLink>}>
          <strong>Your cart is empty</strong>
          <br />
          Please add some items to your cart.
        </EmptyState>
      </PageBody>
    </>
  );
}
