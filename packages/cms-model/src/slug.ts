/** A URL- and id-safe slug: lower case, accents dropped, runs of other characters become one '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The id of an expandable (spec 2 §5): the slug of its title, or 'expandable-' plus its index when
 * the title gives no slug. A repeated id on the same page gets '-2', '-3', ... so anchors stay unique.
 */
export function expandableId(title: string | undefined, index: number, used: Set<string>): string {
  const base = slugify(title ?? '') || `expandable-${index}`;
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}
