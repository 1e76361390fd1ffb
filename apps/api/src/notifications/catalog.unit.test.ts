import { readFileSync } from 'node:fs';
import path from 'node:path';
import { notificationCatalog } from '@roast/domain';
import { describe, expect, it } from 'vitest';

describe('docs/notifications.md', () => {
  it('lists the templates as the store sends them (written by npm run docs:templates)', () => {
    const written = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/notifications.md'), 'utf8');
    expect(written).toBe(notificationCatalog());
  });
});
