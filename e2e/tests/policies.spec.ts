import { expect, test } from './fixtures';

const POLICIES = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    headings: [
      'In short',
      'Who we are',
      'What we collect',
      'Each item of data, why and for how long',
      'Payments',
      'Your rights',
      'Children',
    ],
    figures: [
      /do not knowingly collect personal data from children under 13/,
      /at least 18 years old/,
      /Kavya Hegde/,
      /section 36 of the CGST Act, 2017/,
    ],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    headings: ['In short', 'Who can order', 'Placing an order and paying', 'Our liability', 'Changes to these terms'],
    figures: [
      /at least 18 years old to create an account, place an order/,
      /30 days' notice of any change/,
      /USD\s100 \(about ₹8,300\)/,
    ],
  },
  {
    path: '/return-and-refund',
    title: 'Return and Refund Policy',
    headings: [
      'In short',
      'Fresh cakes and bakes',
      'Returning hamper goods and merchandise',
      'Events and workshops',
      'How refunds are paid',
    ],
    figures: [
      /the same day you pick it up/,
      /merchandise \(mugs, brewing kits, bags of beans\) within 30 days of pickup/,
      /within 14 days of receiving the returned item/,
      /original payment method/,
    ],
  },
];

for (const policy of POLICIES) {
  test(`${policy.path} shows its headings, date and figures`, async ({ page }) => {
    await page.goto(policy.path);
    const main = page.getByRole('main');

    await expect(page).toHaveTitle(`${policy.title} | Roast`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(main.getByText(/Last updated: \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
    await expect(main.locator('article').getByRole('heading', { level: 2 })).toContainText(policy.headings);
    for (const figure of policy.figures) await expect(main.getByText(figure).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'hello@roastcafe.in' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@roastcafe.in',
    );
  });
}

test('the footer links to all three policy pages', async ({ page }) => {
  // Not the home page: its seasonal pop-up would cover the footer.
  await page.goto('/careers');
  const footer = page.getByRole('contentinfo');
  for (const policy of POLICIES) {
    const link = footer.getByRole('link', { name: new RegExp(`^${policy.title.replace(' Policy', '')}`) });
    await expect(link).toHaveAttribute('href', policy.path);
  }
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
});

test("a policy's contents jump to their section", async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Children' }).click();
  await expect(page).toHaveURL(/#privacy-children$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Children' })).toBeInViewport();
});
