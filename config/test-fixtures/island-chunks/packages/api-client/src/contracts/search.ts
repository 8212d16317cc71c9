export const searchSchema = { parse: (value: unknown) => value };
