/** The colour modifier class of a block (`<base>--color-<colour>`), or '' without a colour. */
export function colorClass(base: string, color: string | undefined): string {
  return color ? `${base}--color-${color.replace(/[^a-z0-9-]/gi, '')}` : '';
}
