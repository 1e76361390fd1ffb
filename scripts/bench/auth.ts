/**
 * `npm run bench:auth`: what a password costs at the production setting (scrypt N = 2^17, r = 8,
 * p = 1): the time of one hash, and of several at once on this machine's thread pool.
 */
import { hashPassword, verifyPassword } from '../../apps/api/src/auth/passwords';
import { PRODUCTION_SCRYPT_LOG_N } from '../../apps/api/src/config';
import { fmt } from './lib';

const ROUNDS = 5;
const times: number[] = [];
let stored = '';
for (let round = 0; round < ROUNDS; round += 1) {
  const started = performance.now();
  stored = await hashPassword(`correct horse ${round}`, PRODUCTION_SCRYPT_LOG_N);
  times.push(performance.now() - started);
}
const verifyStarted = performance.now();
const ok = await verifyPassword(`correct horse ${ROUNDS - 1}`, stored);
const verifyMs = performance.now() - verifyStarted;
const parallelStarted = performance.now();
await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`parallel ${i}`, PRODUCTION_SCRYPT_LOG_N)));
const parallelMs = performance.now() - parallelStarted;
const sorted = [...times].sort((a, b) => a - b);
console.log(`\nbench:auth (scrypt N=2^${PRODUCTION_SCRYPT_LOG_N}, r=8, p=1)
  one hash: median ${fmt(sorted[Math.floor(ROUNDS / 2)]!)} ms (min ${fmt(sorted[0]!)}, max ${fmt(sorted[ROUNDS - 1]!)}) over ${ROUNDS}
  one login check (verify): ${fmt(verifyMs)} ms, ${ok ? 'matches' : 'DOES NOT MATCH'}
  8 hashes at once: ${fmt(parallelMs)} ms (${fmt((8 / parallelMs) * 1000, 1)} logins/s on this machine)\n`);
