/**
 * Galleries and media as a visitor meets them: the photo viewer opened from every page type with a gallery
 * (counter and download link follow the photo, Escape and back close it, the URL stays), realization photos
 * from a list, "more" on realizations, a movie facade turning into its player, the placeholder of a broken
 * image, tooltips inside a phone's screen, credits shown once, and axe with the viewer open.
 */
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from '@playwright/test';

const GALLERY_PAGES = {
  product: '/pl/produkty/meble-miekkie/fotele/fotel-wypoczynkowy-arca-760/',
  collection: '/pl/kolekcje/pila/',
  realization: '/pl/realizacje/biuro-orbis-legal-bergen/',
  inspiration: '/pl/inspiracje/open-space-w-naturalnych-barwach/',
  page: '/pl/o-firmie/',
};
const REALIZATIONS = '/pl/realizacje/';
const MOVIE = '/pl/biuro-hybrydowe/';
const ECO_PRODUCT = '/pl/produkty/meble-miekkie/pufy/pufa-loop-790/';

const viewer = (page: Page) => page.locator('.pswp');

/** Waits for the viewer's opening transition to end (it takes keys from then on, as PhotoSwipe does). */
async function opened(page: Page, index: number): Promise<void> {
  await expect(viewer(page)).toHaveAttribute('data-viewer-open', '');
  await expect(viewer(page)).toHaveAttribute('data-viewer-index', String(index));
}
const photoLinks = (page: Page) => page.locator('[data-gallery]').first().locator('a[data-viewer-photo]');

/** Script bytes the page has loaded so far, by file name. */
function scripts(page: Page): Promise<{ name: string; bytes: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => ({ name: e.name.split('/').pop() ?? '', bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  );
}

for (const [kind, url] of Object.entries(GALLERY_PAGES)) {
  test(`the viewer opens on the clicked photo of a ${kind} page and follows the slides`, async ({ page }) => {
    await page.goto(url);
    const links = photoLinks(page);
    const total = await links.count();
    expect(total, 'photos in the gallery').toBeGreaterThan(2);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(await scripts(page), 'no viewer code before the first open').not.toContainEqual(
      expect.objectContaining({ name: expect.stringMatching(/photoswipe|gallery-viewer/i) }),
    );

    await links.nth(1).click();
    await opened(page, 2);
    await expect(viewer(page)).toHaveAttribute('role', 'dialog');
    await expect(viewer(page)).toHaveAttribute('aria-modal', 'true');
    const status = viewer(page).locator('.viewer__status');
    const download = viewer(page).locator('a.viewer__download');
    await expect(download).toHaveAttribute('href', hrefs[1] as string);
    const label = await links.nth(1).getAttribute('data-label');
    await expect(status).toHaveText(label || `2 / ${total}`);

    await page.keyboard.press('ArrowRight');
    await expect(viewer(page)).toHaveAttribute('data-viewer-index', '3');
    await expect(download).toHaveAttribute('href', hrefs[2] as string);
    await expect(download).toHaveAttribute('download', /\.jpe?g$/i);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(url);
    // Focus goes back to the photo the viewer was opened from.
    await expect(links.nth(1)).toBeFocused();
  });
}

test('the back button closes the viewer and leaves the visitor on the page', async ({ page }) => {
  await page.goto(GALLERY_PAGES.realization);
  await photoLinks(page).first().click();
  await expect(viewer(page)).toHaveAttribute('data-viewer-index', '1');
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(GALLERY_PAGES.realization);
  await expect(page.locator('h1')).toBeVisible();
  // Closing with the button takes the viewer's history entry off again: one back leaves the page.
  await photoLinks(page).first().click();
  await opened(page, 1);
  await viewer(page).locator('.pswp__button--close').click();
  await expect(viewer(page)).toHaveCount(0);
  const length = await page.evaluate(() => history.length);
  await photoLinks(page).nth(1).click();
  await opened(page, 2);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  expect(await page.evaluate(() => history.length)).toBe(length);
  expect(await page.evaluate(() => (history.state as { photoViewer?: boolean } | null)?.photoViewer)).toBeFalsy();
});

test('photos hidden behind "more" are in the viewer too, and the photo links work without the viewer', async ({ page }) => {
  await page.goto(GALLERY_PAGES.collection);
  const links = photoLinks(page);
  expect(await links.count()).toBeGreaterThan(6);
  await links.nth(5).click();
  await opened(page, 6);
  await page.keyboard.press('ArrowRight');
  await expect(viewer(page)).toHaveAttribute('data-viewer-index', '7');
  await page.keyboard.press('Escape');
  // The link itself is the image (no JavaScript, or a new tab).
  const href = (await links.first().getAttribute('href')) as string;
  const response = await page.request.get(href);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});

test('JS before and after opening the viewer (figures for the README)', async ({ page }) => {
  await page.goto(GALLERY_PAGES.product);
  const before = (await scripts(page)).reduce((sum, s) => sum + s.bytes, 0);
  await photoLinks(page).first().click();
  await expect(viewer(page)).toBeVisible();
  const after = await scripts(page);
  const total = after.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({ type: 'js', description: `before ${before} B, after ${total} B (${after.length} files)` });
  expect(total).toBeGreaterThan(before);
});

test('axe finds no violations with the viewer open', async ({ page }) => {
  await page.goto(GALLERY_PAGES.realization);
  await photoLinks(page).first().click();
  await expect(viewer(page).locator('.pswp__img').first()).toBeVisible();
  expect(await axeViolations(page, { include: ['.pswp'] })).toEqual([]);
});

test('realizations: 3 until "more", and a teaser opens its realization photos in the viewer', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(REALIZATIONS);
  const block = page.locator('.realizations').first();
  const items = block.locator(':scope > ul > li');
  const total = await items.count();
  expect(total).toBeGreaterThan(3);
  await expect(block.locator(':scope > ul > li:visible')).toHaveCount(3);
  await expect(items.nth(3)).toBeHidden();
  await page.locator('[data-step-more]').click();
  await expect(block.locator(':scope > ul > li:visible')).toHaveCount(total);
  await expect(items.nth(3).getByRole('link').first()).toBeFocused();

  const button = block.locator('button[data-viewer-realization]').first();
  await expect(button).toBeVisible();
  const slug = (await button.getAttribute('data-viewer-realization')) as string;
  const answer = page.waitForResponse((r) => r.url().includes(`/api/realizations/${slug}`));
  await button.click();
  expect((await answer).status()).toBe(200);
  await opened(page, 1);
  await expect(viewer(page)).toHaveAttribute('aria-label', /: /);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('realization credits are shown once each, with one label', async ({ page }) => {
  await page.goto(GALLERY_PAGES.realization);
  const credits = page.locator('.realization-intro__credits p');
  await expect(credits).toHaveCount(2);
  for (const text of await credits.allTextContents()) {
    const role = text.split(/[:.]/)[0] as string;
    expect(text.split(role).length - 1, text).toBe(1);
  }
});

test('a movie facade becomes its player on click, not before', async ({ page }) => {
  const frames: string[] = [];
  await page.route(/youtube/, (route) => {
    frames.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
  });
  await page.goto(MOVIE);
  const facade = page.locator('a.video__facade').first();
  const embed = (await facade.getAttribute('data-embed')) as string;
  expect(frames).toEqual([]);
  await facade.click();
  const frame = page.locator('iframe.video__frame');
  await expect(frame).toHaveAttribute('src', embed);
  await expect(frame).toBeFocused();
  // The frame's request can reach the route handler a moment after its src is set.
  await expect.poll(() => frames.some((u) => u.startsWith(embed.split('?')[0] as string))).toBe(true);
});

test('a broken image shows the placeholder', async ({ page }) => {
  await page.route(/\/media\/cache\/resolve\/.*\.jpg$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(GALLERY_PAGES.product);
  const image = page.locator('[data-gallery] img.pic').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveClass(/pic--error/);
  await expect(image).not.toHaveClass(/pic--loading/);
  await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('an image that takes a while shows the loading indicator until it arrives', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/media\/cache\/resolve\/.*\.jpg$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(GALLERY_PAGES.product, { waitUntil: 'domcontentloaded' });
  const loading = page.locator('img.pic.pic--loading');
  // Only images in view: lazy ones further down have not started.
  await expect(loading.first()).toBeVisible();
  for (const img of await loading.all()) await expect(img).toBeInViewport();
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.locator('img.pic.pic--error')).toHaveCount(0);
});

test('tooltips stay inside a phone screen, open on focus and tap, and close with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(ECO_PRODUCT);
  const badge = page.locator('.eco__badge[tabindex="0"]').first();
  const bubble = page.locator(`#${await badge.getAttribute('aria-describedby')}`);
  await expect(bubble).toBeHidden();
  await badge.focus();
  await expect(bubble).toBeVisible();
  await expect
    .poll(() => bubble.evaluate((b) => b.getBoundingClientRect().right <= document.documentElement.clientWidth))
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(bubble).toBeHidden();
  await badge.blur();
  // A tap (touch pointer) toggles the bubble.
  await badge.dispatchEvent('pointerup', { pointerType: 'touch', bubbles: true });
  await expect(bubble).toBeVisible();
  await page.locator('h1').dispatchEvent('pointerup', { pointerType: 'touch', bubbles: true });
  await expect(bubble).toBeHidden();
});

for (const width of [375, 1280]) {
  test(`the product's main image keeps its box when it arrives (${width} px): the box reserved is the shape of the candidate loaded`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The main image is held back until its box has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/media/cache/resolve/**/fotel-wypoczynkowy-arca-760-1.jpg', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(GALLERY_PAGES.product, { waitUntil: 'domcontentloaded' });
    const image = page.locator('.product__media img');
    const box = () =>
      image.evaluate((img) => ({ width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height }));
    const before = await box();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    release();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const after = await box();
    expect(after.width).toBeCloseTo(before.width, 0);
    expect(after.height, `${await image.evaluate((img: HTMLImageElement) => img.currentSrc)}`).toBeCloseTo(before.height, 0);
  });
}
