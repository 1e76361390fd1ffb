import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { catalogImages } from '../../db/schema';

export type NewImage = typeof catalogImages.$inferInsert;

export async function insertImages(db: Queryable, images: NewImage[]): Promise<void> {
  await db.insert(catalogImages).values(images);
}

export async function findImage(db: Queryable, name: string) {
  const [image] = await db
    .select({ bytes: catalogImages.bytes, format: catalogImages.format })
    .from(catalogImages)
    .where(eq(catalogImages.name, name));
  return image;
}
