import { AddCakeToCart, AddHamperToCart } from '../../features/cart/components/add-to-cart-dialog';
import { CakePage } from '../../features/cakes/cake-page';
import { HamperPage } from '../../features/hampers/hamper-page';

/** A cake's page with the cart's 'Add To Cart'. */
export function CakeRoute() {
  return <CakePage orderControl={(order) => <AddCakeToCart {...order} />} />;
}

/** A hamper's page with the cart's 'Add To Cart'. */
export function HamperRoute() {
  return <HamperPage orderControl={(hamper) => <AddHamperToCart hamper={hamper} />} />;
}
