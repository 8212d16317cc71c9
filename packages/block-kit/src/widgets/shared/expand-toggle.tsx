import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../primitives/button';

/**
 * The state of a list that shows its first items and expands to show them all: whether it is
 * expanded, a toggle, and the id the list carries so the button can name what it opens.
 */
export function useExpandToggle() {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  return { listId, expanded, toggle: () => setExpanded((value) => !value) };
}

/** The button under such a list; it tells assistive technology whether the list is open and which list it opens. */
export function ExpandToggle({
  listId,
  expanded,
  toggle,
  children,
}: ReturnType<typeof useExpandToggle> & { children: ReactNode }) {
  return (
    <Button variant="secondary" aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
      {children}
    </Button>
  );
}
