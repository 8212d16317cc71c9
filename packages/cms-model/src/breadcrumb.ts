/** Spec 2 §2.3 / §9: breadcrumb titles longer than 30 characters are cut to 30 plus an ellipsis. */
export const BREADCRUMB_MAX_LENGTH = 30;

export interface BreadcrumbLabel {
  /** What is shown: at most 30 characters, then '…'. */
  visible: string;
  /** The full title, for screen readers (and the link's accessible name). */
  full: string;
  truncated: boolean;
}

export function breadcrumbLabel(title: string): BreadcrumbLabel {
  const full = title.trim();
  // Count user-perceived characters, so an accented letter or emoji is never split in half.
  const chars = Array.from(full);
  if (chars.length <= BREADCRUMB_MAX_LENGTH) {
    return { visible: full, full, truncated: false };
  }
  return { visible: `${chars.slice(0, BREADCRUMB_MAX_LENGTH).join('')}…`, full, truncated: true };
}
