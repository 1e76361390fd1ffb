import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { notificationCatalog } from '@roast/domain';

/** Writes docs/notifications.md: the message templates as they are submitted to Meta and to DLT. */
const target = path.resolve(import.meta.dirname, '..', 'docs', 'notifications.md');
writeFileSync(target, notificationCatalog());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
