import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_KINDS } from '@roast/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogImages } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { CONSOLE_ORIGIN, signedInMember } from '../../test/staff';

const t = useTestApp();

/** A photo-like picture: a warm gradient with a darker disc, as a phone might take one. */
async function photo(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 1600, height = 1200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6efe6"/><stop offset="1" stop-color="#c8873a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#5a3521"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A PNG whose header claims a size its few bytes do not hold. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(cookie: string, bytes: Buffer, name: string, query = '') {
  const body = await multipart({ file: { bytes, name, type: 'image/png', field: 'file' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/images${query}`,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: CONSOLE_ORIGIN },
  });
}

describe('photo uploads', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'turns a %s into AVIF and WebP at the artwork’s widths, served under /images/ for a year',
    async (format) => {
      const { cookie } = await signedInMember(t.app, t.db, { role: 'owner' });
      const response = await upload(cookie, await photo(format), `cake.${format}`);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { img: string; width: number; height: number };
      expect(body).toMatchObject({ width: 800, height: 600 });
      expect(body.img).toMatch(/^u-[a-z0-9]{12}-800\.webp$/);
      const base = body.img.replace(/-800\.webp$/, '');
      for (const width of IMAGE_KINDS.product.widths) {
        for (const type of ['webp', 'avif'] as const) {
          const served = await t.app.inject({ url: `/images/${base}-${width}.${type}` });
          expect(served.statusCode).toBe(200);
          expect(served.headers['content-type']).toBe(`image/${type}`);
          expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const meta = await sharp(served.rawPayload).metadata();
          expect(meta).toMatchObject({ width, height: (width * 3) / 4, format: type === 'avif' ? 'heif' : 'webp' });
          // Nothing of the phone's metadata (place, camera) travels on.
          expect(meta.exif).toBeUndefined();
        }
      }
    },
  );

  it('fits a banner or a logo to its own shape, cutting or fitting as asked', async () => {
    const { cookie } = await signedInMember(t.app, t.db, { role: 'owner' });
    const banner = (
      await upload(cookie, await photo('jpeg', 1000, 1000), 'b.jpg', '?kind=banner&fit=contain')
    ).json() as {
      img: string;
      width: number;
      height: number;
    };
    expect(banner).toMatchObject({ width: 800, height: 450 });
    const logo = (await upload(cookie, await photo('png', 1200, 400), 'l.png', '?kind=logo')).json() as { img: string };
    expect(logo.img).toMatch(/-192\.webp$/);
    const served = await t.app.inject({ url: `/images/${logo.img}` });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });
  });

  it('gives every upload a new name, so a cached old photo is never shown for a new one', async () => {
    const { cookie } = await signedInMember(t.app, t.db, { role: 'owner' });
    const bytes = await photo('jpeg');
    const first = (await upload(cookie, bytes, 'a.jpg')).json() as { img: string };
    const second = (await upload(cookie, bytes, 'a.jpg')).json() as { img: string };
    expect(first.img).not.toBe(second.img);
  });

  it('refuses a file that only claims to be a photo, and an empty or damaged one, storing nothing', async () => {
    const { cookie } = await signedInMember(t.app, t.db, { role: 'owner' });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
    const damaged = (await photo('jpeg')).subarray(0, 600);
    const script = Buffer.from('<svg onload="alert(1)" xmlns="http://www.w3.org/2000/svg"></svg>');
    for (const [bytes, name] of [
      [elf, 'cake.png'],
      [damaged, 'cake.jpg'],
      [script, 'cake.svg'],
      [Buffer.from('GIF89a' + 'x'.repeat(100)), 'cake.gif'],
    ] as const) {
      const response = await upload(cookie, bytes, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'That file is not a photo we can use. Upload a JPEG, PNG, WebP or AVIF image.',
      });
    }
    expect(await t.db.select().from(catalogImages)).toHaveLength(0);
  });

  it('refuses an 11 MB file with 413, and a picture of absurd size before decoding it', async () => {
    const { cookie } = await signedInMember(t.app, t.db, { role: 'owner' });
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(11 * 1024 * 1024, 0)]);
    const tooLarge = await upload(cookie, big, 'huge.jpg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      success: false,
      message: 'That photo is larger than 10 MB. Please upload a smaller one.',
    });
    // A tiny file whose header says it is 30,000 × 30,000 pixels: refused from the header alone.
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    expect((await upload(cookie, bomb, 'bomb.png')).statusCode).toBe(400);
    expect(await t.db.select().from(catalogImages)).toHaveLength(0);
  }, 60_000);

  it('is the owner’s: a member of staff, a customer or nobody cannot upload', async () => {
    const { cookie } = await signedInMember(t.app, t.db, { role: 'staff' });
    expect((await upload(cookie, await photo('jpeg'), 'a.jpg')).statusCode).toBe(403);
    const body = await multipart({ file: { bytes: await photo('jpeg'), name: 'a.jpg', field: 'file' } });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/staff/images',
      payload: body.payload,
      headers: { ...body.headers, origin: CONSOLE_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(catalogImages)).toHaveLength(0);
  });

  it('answers 404 for an uploaded name that does not exist', async () => {
    const missing = await t.app.inject({ url: '/images/u-abcdefghjkmn-800.webp' });
    expect(missing.statusCode).toBe(404);
  });
});
