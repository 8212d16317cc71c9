/** What points at an element by id: the ARIA relations and a label's `for`. */
const REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'] as const;

/** What is wrong with the ids of a document or part of one (decision 0075). */
export interface IdProblems {
  /** Ids that more than one element carries, with how many. */
  duplicates: string[];
  /** References that name no element, or an element in another island than the one that refers. */
  broken: string[];
}

/**
 * The duplicate ids under `root`, and every `aria-labelledby`, `aria-describedby`, `aria-controls` and
 * `<label for>` that names no element under it or one outside its own island (`[data-island]`): an
 * island is a React root of its own, so what it refers to is its own.
 */
export function idProblems(root: Document | Element): IdProblems {
  const byId = new Map<string, Element[]>();
  for (const element of root.querySelectorAll('[id]')) {
    byId.set(element.id, [...(byId.get(element.id) ?? []), element]);
  }
  const duplicates = [...byId]
    .filter(([, elements]) => elements.length > 1)
    .map(([id, elements]) => `${id} x${elements.length}`);
  const islandOf = (element: Element) => element.closest('[data-island]');
  const broken: string[] = [];
  for (const attribute of REFERENCES) {
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        const where = `${element.tagName.toLowerCase()}[${attribute}="${id}"]`;
        const targets = byId.get(id) ?? [];
        if (targets.length === 0) broken.push(`${where} names nothing`);
        else if (targets.some((target) => islandOf(target) !== islandOf(element))) {
          broken.push(`${where} names an element of another island`);
        }
      }
    }
  }
  return { duplicates, broken };
}
