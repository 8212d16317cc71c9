// Stands for zod or the router: the app uses it, the runtime must not load it.
export function big(): string {
  return `big ${'0123456789'.repeat(20)} ${Math.random()}`;
}
