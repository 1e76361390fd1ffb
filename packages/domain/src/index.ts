export * from './account';
export * from './catalog';
export * from './categories';
export * from './images';
export * from './money';
export * from './pickup';
export * from './sizes';
