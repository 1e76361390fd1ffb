import { describe, expect, it } from 'vitest';
import { FEATURES } from './all-features';
import { featureContext, type FeatureContext } from './feature';

const base = {} as Omit<FeatureContext, 'provide' | 'use'>;

describe('the features’ register of services', () => {
  it('gives a later feature what an earlier one offered', () => {
    const context = featureContext(base);
    const capacity = { sweep: async () => 0 };
    context.provide('capacity', capacity as never);
    expect(context.use('capacity')).toBe(capacity);
  });

  it('refuses a service asked for before it is offered, and one offered twice', () => {
    const context = featureContext(base);
    expect(() => context.use('orders')).toThrow('the service orders is not offered (yet)');
    context.provide('audit', {} as never);
    expect(() => context.provide('audit', {} as never)).toThrow('the service audit is offered twice');
  });

  it('lists each feature once, by a name of its own', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf('payments')).toBeLessThan(names.indexOf('orders'));
    expect(names.indexOf('orders')).toBeLessThan(names.indexOf('staff'));
  });
});
