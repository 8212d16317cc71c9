// Primitives of the kit: one export line per primitive.
export * from './button';
export * from './checkbox';
export * from './field';
export * from './heading';
export * from './input';
export * from './link';
export * from './loader';
export * from './radio-group';
export * from './select';
export * from './visually-hidden';
