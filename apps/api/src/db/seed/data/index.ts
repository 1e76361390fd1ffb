import type { SeedCatalog } from '../types';
import { blogs } from './blogs';
import { cakes } from './cakes';
import { hampers } from './hampers';
import { jobs } from './jobs';
import { outlets } from './outlets';
import { events, workshops } from './sessions';

/** The whole catalog the seed writes. */
export const catalog: SeedCatalog = { outlets, cakes, hampers, events, workshops, blogs, jobs };
