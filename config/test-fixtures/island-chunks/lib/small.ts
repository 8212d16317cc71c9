export function useful(value: number): number {
  return value + 1;
}
