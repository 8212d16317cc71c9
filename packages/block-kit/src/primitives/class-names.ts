/** Joins the class names that are set, with single spaces: `classNames('bk-a', on && 'bk-a--on', extra)`. */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
