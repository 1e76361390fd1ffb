/** Every table, by the part of the store it belongs to. */
export * from './catalog';
export * from './people';
export * from './orders';
export * from './desk';
export * from './files';
export * from './invoices';
export * from './events';
export * from './notifications';
