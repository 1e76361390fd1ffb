import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import {
  apiFeatureBoundaries,
  consoleApart,
  consoleFeatureBoundaries,
  featureBoundaries,
} from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

const WEB = '/repo/apps/web/src';
const API = '/repo/apps/api/src';

describe('roast/feature-boundaries (web)', () => {
  const filename = `${WEB}/features/account/my-orders.tsx`;
  const crossFeature = (to: string) => ({ messageId: 'crossFeature', data: { from: 'account', to } });

  tester.run('feature-boundaries', featureBoundaries, {
    valid: [
      // Its own files, shared pieces, and packages.
      { filename, code: "import { Pagination } from './pagination';" },
      { filename, code: "import { Button } from '../../components/ui/button';" },
      { filename, code: "import { postJson } from '../../lib/api';" },
      { filename, code: "import { formatRupees } from '@roast/domain';" },
      { filename, code: "export { Pagination } from './pagination';" },
      { filename, code: "export * from './pagination';" },
      { filename, code: "const page = () => import('./orders-page');" },
      { filename, code: 'const page = () => import(`./orders-page`);' },
      // A path the rule cannot know is not guessed at.
      { filename, code: 'const load = (name: string) => import(name);' },
      // app/ composes features: it is not a feature.
      { filename: `${WEB}/app/routes.tsx`, code: "import { CartPage } from '../features/cart/cart-page';" },
      { filename: `${WEB}/app/shell.tsx`, code: "const dialog = () => import('../features/account/login-dialog');" },
    ],
    invalid: [
      { filename, code: "import { addToCart } from '../cart/cart-api';", errors: [crossFeature('cart')] },
      { filename, code: "import type { Line } from '../cart/cart-api';", errors: [crossFeature('cart')] },
      { filename, code: "import { addToCart } from '../../features/cart/cart-api';", errors: [crossFeature('cart')] },
      { filename, code: "import '../events/events.css';", errors: [crossFeature('events')] },
      { filename, code: "export { CartPage } from '../cart/cart-page';", errors: [crossFeature('cart')] },
      { filename, code: "export type { Line } from '../cart/cart-api';", errors: [crossFeature('cart')] },
      { filename, code: "export * from '../cart/cart-api';", errors: [crossFeature('cart')] },
      { filename, code: "export * as cart from '../cart';", errors: [crossFeature('cart')] },
      { filename, code: "const page = () => import('../cart/cart-page');", errors: [crossFeature('cart')] },
      { filename, code: 'const page = () => import(`../cart/cart-page`);', errors: [crossFeature('cart')] },
      { filename, code: "type Line = import('../cart/cart-api').Line;", errors: [crossFeature('cart')] },
      {
        filename: `${WEB}/features/account/orders/order-row.tsx`,
        code: "import { CartLine } from '../../cart/cart-line';",
        errors: [crossFeature('cart')],
      },
    ],
  });
});

describe('roast/api-feature-boundaries', () => {
  const filename = `${API}/features/orders/orders.service.ts`;
  const crossFeature = (file: string, to = file.split('/')[0]) => ({
    messageId: 'crossFeature',
    data: { from: 'orders', to, file },
  });

  tester.run('api-feature-boundaries', apiFeatureBoundaries, {
    valid: [
      // Another feature's service, its values and its types, however the path is written.
      { filename, code: "import type { Carts, CheckoutLine } from '../cart/cart.service';" },
      { filename, code: "import { createCarts } from '../cart/cart.service';" },
      { filename, code: "import { createCarts } from '../cart/cart.service.ts';" },
      { filename, code: "import { createCarts } from '../cart/cart.service.js';" },
      { filename, code: "import { createCarts } from '../../features/cart/cart.service';" },
      { filename, code: "export type { Carts } from '../cart/cart.service';" },
      { filename, code: "const carts = () => import('../cart/cart.service');" },
      { filename, code: "type Carts = import('../cart/cart.service').Carts;" },
      // Its own files, shared code and packages.
      { filename, code: "import * as repository from './orders.repository';" },
      { filename, code: "import { kitchenTicketMail } from './orders.mails';" },
      { filename, code: "import type { PaymentProvider } from '../../payments/provider';" },
      { filename, code: "import { badRequest } from '../../http/errors';" },
      { filename, code: "import { SAME_STORE } from '@roast/domain';" },
      { filename: `${API}/features/orders/orders.test.ts`, code: "import { useTestApp } from '../../test/harness';" },
      // app.ts composes features: it may reach any of their files.
      { filename: `${API}/app.ts`, code: "import { cartRoutes } from './features/cart/cart.routes';" },
      { filename: `${API}/app.ts`, code: "import { CatalogCache } from './features/catalog/catalog-cache';" },
    ],
    invalid: [
      {
        filename,
        code: "import * as carts from '../cart/cart.repository';",
        errors: [crossFeature('cart/cart.repository')],
      },
      {
        filename,
        code: "import type { CartLineRow } from '../cart/cart.repository';",
        errors: [crossFeature('cart/cart.repository')],
      },
      {
        filename,
        code: "import { cartRoutes } from '../cart/cart.routes';",
        errors: [crossFeature('cart/cart.routes')],
      },
      { filename, code: "import { priceLine } from '../cart/pricing';", errors: [crossFeature('cart/pricing')] },
      { filename, code: "import { mail } from '../users/users.mails';", errors: [crossFeature('users/users.mails')] },
      // Only the other feature's own service: not another feature's, not a look-alike.
      { filename, code: "import { x } from '../cart/orders.service';", errors: [crossFeature('cart/orders.service')] },
      {
        filename,
        code: "import { x } from '../cart/cart.service.test';",
        errors: [crossFeature('cart/cart.service.test')],
      },
      {
        filename,
        code: "import { x } from '../cart/inner/cart.service';",
        errors: [crossFeature('cart/inner/cart.service')],
      },
      { filename, code: "import { x } from '../cart';", errors: [crossFeature('cart')] },
      {
        filename,
        code: "export { removeOrdered } from '../cart/cart.repository';",
        errors: [crossFeature('cart/cart.repository')],
      },
      { filename, code: "export * from '../cart/cart.repository';", errors: [crossFeature('cart/cart.repository')] },
      {
        filename,
        code: "const carts = () => import('../cart/cart.repository');",
        errors: [crossFeature('cart/cart.repository')],
      },
      {
        filename,
        code: "type Row = import('../cart/cart.repository').CartLineRow;",
        errors: [crossFeature('cart/cart.repository')],
      },
      {
        filename,
        code: "import carts = require('../cart/cart.repository');",
        errors: [crossFeature('cart/cart.repository')],
      },
      // Tests are held to the same line: shared test helpers live in src/test/.
      {
        filename: `${API}/features/orders/orders.test.ts`,
        code: "import { sampleResume } from '../jobs/test-files';",
        errors: [crossFeature('jobs/test-files')],
      },
    ],
  });
});

describe('roast/console-apart', () => {
  const store = `${WEB}/features/orders/my-orders.tsx`;
  const console = `${WEB}/staff/features/board/board-page.tsx`;
  const storeToConsole = (file: string) => ({ messageId: 'storeToConsole', data: { file } });
  const consoleToStore = (file: string) => ({ messageId: 'consoleToStore', data: { file } });

  tester.run('console-apart', consoleApart, {
    valid: [
      // The console uses what the store shares on purpose, and its own files.
      { filename: console, code: "import { Button } from '../../../components/ui/button';" },
      { filename: console, code: "import { useFieldErrors } from '../../../lib/forms';" },
      // The shared components' words: the console reads them in English.
      { filename: console, code: "import { createI18nWith } from '../../../i18n';" },
      { filename: console, code: "import '../../../styles/global.css';" },
      {
        filename: `${WEB}/staff/features/board/board-page.test.tsx`,
        code: "import { serveApi } from '../../../test/network';",
      },
      { filename: console, code: "import { staffApi } from '../../lib/staff-api';" },
      { filename: console, code: "import { formatRupees } from '@roast/domain';" },
      { filename: `${WEB}/staff/main.tsx`, code: "import { ConsoleApp } from './app/console-app';" },
      // The store's own imports are its business.
      { filename: store, code: "import { Button } from '../../components/ui/button';" },
      { filename: `${WEB}/app/routes.tsx`, code: "import { CartPage } from '../features/cart/cart-page';" },
    ],
    invalid: [
      {
        filename: store,
        code: "import { BoardPage } from '../../staff/features/board/board-page';",
        errors: [storeToConsole('staff/features/board/board-page')],
      },
      {
        filename: `${WEB}/app/routes.tsx`,
        code: "const board = () => import('../staff/main');",
        errors: [storeToConsole('staff/main')],
      },
      {
        filename: `${WEB}/main.tsx`,
        code: "export * from './staff/lib/staff-api';",
        errors: [storeToConsole('staff/lib/staff-api')],
      },
      {
        filename: console,
        code: "import { MyOrders } from '../../../features/orders/my-orders';",
        errors: [consoleToStore('features/orders/my-orders')],
      },
      {
        filename: console,
        code: "import { routes } from '../../../app/routes';",
        errors: [consoleToStore('app/routes')],
      },
      {
        filename: `${WEB}/staff/main.tsx`,
        code: "import { createQueryClient } from '../app/query-client';",
        errors: [consoleToStore('app/query-client')],
      },
    ],
  });
});

describe('roast/console-feature-boundaries', () => {
  const filename = `${WEB}/staff/features/board/board-page.tsx`;
  tester.run('console-feature-boundaries', consoleFeatureBoundaries, {
    valid: [
      { filename, code: "import { OrderCard } from './order-card';" },
      {
        filename: `${WEB}/staff/app/console-app.tsx`,
        code: "import { BoardPage } from '../features/board/board-page';",
      },
    ],
    invalid: [
      {
        filename,
        code: "import { MembersPage } from '../members/members-page';",
        errors: [{ messageId: 'crossFeature', data: { from: 'board', to: 'members' } }],
      },
    ],
  });
});
