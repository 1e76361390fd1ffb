import { catalog } from './catalog';
import { expect, openInApp, test } from './fixtures';

for (const path of ['/aboutus', '/AboutUs']) {
  test(`${path} tells our story and lists every blog post with its external link`, async ({ page, request }) => {
    const { blogs } = await catalog(request);
    expect(blogs).toHaveLength(4);
    await page.goto(path);

    await expect(page).toHaveTitle('About Us | Roast');
    await expect(page.getByRole('region', { name: 'About Roast' })).toContainText('boutique coffee shop');
    const history = page.getByRole('region', { name: 'Our History' });
    await expect(history).toContainText('2020');
    for (const outlet of ['Roast CCX', 'Roast 24 Seven', 'Roast Caffeine Capital']) {
      await expect(history.getByRole('heading', { name: new RegExp(outlet) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    const posts = page.getByRole('region', { name: 'All Blog Posts' });
    await expect(posts.getByRole('heading', { name: 'All Blog Posts' })).toBeVisible();
    const links = posts.getByRole('link', { name: /^Read Full Article.*\(opens in a new tab\)$/ });
    await expect(links).toHaveCount(4);
    for (const [index, blog] of blogs.entries()) {
      await expect(posts.getByRole('heading', { name: blog.headline })).toBeVisible();
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', blog.viewMoreLink);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
}

test('the Contact Us link leads to each outlet and our general address', async ({ page, request }) => {
  const { stores } = await catalog(request);
  await page.goto('/aboutus');
  await page.getByRole('link', { name: 'Contact Us' }).click();

  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@roastcafe.in' })).toHaveAttribute(
    'href',
    'mailto:hello@roastcafe.in',
  );
  for (const store of stores) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: store.outletName }) });
    await expect(card).toContainText(store.address);
    await expect(card.getByRole('link', { name: new RegExp(store.phone.replace(/\+/g, '\\+')) })).toHaveAttribute(
      'href',
      `tel:${store.phone.replace(/\s/g, '')}`,
    );
    await expect(card.getByRole('link', { name: new RegExp(store.email) })).toHaveAttribute(
      'href',
      `mailto:${store.email}`,
    );
  }
  await expect(page.getByText('Open 24 hours', { exact: true })).toBeVisible();
});

test('/blogs shows a card for each post and a card opens its page', async ({ page, request }) => {
  const { blogs } = await catalog(request);
  const blog = blogs[1]!;
  await page.goto('/blogs');

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  for (const b of blogs) await expect(page.getByRole('heading', { level: 2, name: b.headline })).toBeVisible();

  await page.getByRole('link', { name: blog.headline }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${blog._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.headline);
  await expect(page.getByRole('main')).toContainText(blog.source);
  await expect(page.getByRole('main')).toContainText(blog.description);
  const read = page.getByRole('link', { name: /Read Full Article/ });
  await expect(read).toHaveAttribute('href', blog.viewMoreLink);
  await expect(read).toHaveAttribute('target', '_blank');
  await expect(read).toHaveAttribute('rel', /noopener/);
});

test("/blogs says 'No Blogs Found' when there are no posts", async ({ page }) => {
  await page.route('**/api/blogs/list', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await openInApp(page, '/blogs');
  await expect(page.getByText('No Blogs Found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test("/blogs shows 'Loading Blogs...' while the posts are on their way", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/blogs/list', async (route) => {
    await held;
    await route.continue();
  });
  await openInApp(page, '/blogs');

  await expect(page.getByText('Loading Blogs...')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  release();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  await expect(page.getByText('Loading Blogs...')).toHaveCount(0);
});

test('an unknown blog post says so and links back to the blog list', async ({ page }) => {
  await page.goto('/blogs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that story');
  await page.getByRole('link', { name: 'See all blog posts' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
});
